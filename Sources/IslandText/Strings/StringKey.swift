/// The name of every word and sentence island shows or writes. Each language's table
/// (Languages/<code>.swift) has a text for every key; placeholders are `{name}`, the same in
/// every language (`StringTableTests` checks both).
///
/// Grouped by where the words appear. A key is named for what it says, not for its English.
package enum StringKey: String, Hashable, Sendable, CaseIterable {
    // MARK: Activity states and the status line

    case staleUpdatedAgo
    case problemCount
    case lastProblem
    case ending
    case ended
    case endedUntil
    case stateScheduled
    case stateActive
    case stateStale
    case stateEnded
    case stateDismissed
    case locked
    case unlocked
    case paused
    case noSource
    case clock
    case replayDone
    case theme
    case nextUpdate
    case every

    // MARK: Surfaces and panes

    case dynamicIsland
    case minimal
    case compact
    case expanded
    case lockScreen
    case events
    case noActivity
    case waiting
    case simulationFinished
    case noEvents
    case queryHint
    case noMatchingEvents
    case problemsFilter
    case quoted
    case newer
    case more
    case selectedActivity
    case tooSmall
    case dashboard

    // MARK: Devices (the surfaces' own words)

    case openOnIPhone
    case smartStack
    case menuBarApp
    case flashlight
    case camera
    case deviceIPhone
    case deviceIPhoneLandscape
    case deviceWatch
    /// The Watch's heading with `--watch-out-of-range`.
    case deviceWatchOutOfRange
    case deviceCarPlay
    case deviceMac

    // MARK: An opened entry

    case entryTitle
    case lineRange
    case entryApplied
    case entryRemoved
    case entryProblems
    case payload
    case payloadCut
    case noPayload
    case payloadNotKept
    case notJSON
    case oneLineForm

    // MARK: Prompts and the help overlay

    case authTitle
    case confirmEnd
    case authenticate
    case authHint
    case confirmEndAll
    case endAllTitle
    case helpTitle
    case helpClose
    case spaceKey
    case mouse
    case clickHelp
    case helpLogSection
    case helpEntrySection
    case settingsTitle
    case settingsLiveActivities
    case settingsFrequentUpdates
    case settingsOn
    case settingsOff
    case settingsActivities
    case settingsNoApps
    case helpAPNsFault
    case footerAPNsFault
    case apnsFaultPressed
    case apnsFaultWithoutEndpoint
    case settingsActivitiesOnNote
    case settingsActivitiesOffNote
    case settingsFrequentOnNote
    case settingsFrequentOffNote
    /// The key besides y and Enter that says yes in a prompt ("j" in German).
    case promptYesKey

    // MARK: Footer notes (the reducer's answers to a key)

    case noteCancelled
    case notePaused
    case noteRunning
    case noteSpeed
    case noteNoActivityToEnd
    case noteAlreadyEnded
    case noteAlreadyEnding
    case noteAllEnding
    case noteNoButton
    case noteNothingToDismiss
    case noteIntentUnheard
    case noteSimulationFinished
    case noteSimulationRestarted
    case noteNothingToRestart

    // MARK: Dates and numbers

    /// "Saturday, 29 November": the Lock Screen's and StandBy's date.
    case dateLine
    /// Another day's moment in a card: "Nov 29, 14:32".
    case dayAndTime
    /// An events-pane value on another day / in another year (no-break spaces keep it on one row).
    case logDateSameYear
    case logDateOtherYear
    case decimalSeparator
    case weekday1, weekday2, weekday3, weekday4, weekday5, weekday6, weekday7
    case month1, month2, month3, month4, month5, month6, month7, month8, month9, month10, month11, month12
    case monthShort1, monthShort2, monthShort3, monthShort4, monthShort5, monthShort6
    case monthShort7, monthShort8, monthShort9, monthShort10, monthShort11, monthShort12

    // MARK: The log (the events pane, and in English every machine output)

    case logAlert
    case logAllActivities
    case logAppActivities
    case logSimulationRestarted
    case logQuitting
    case logPushToStartToken
    case logPushToken
    case eventStart
    case eventUpdate
    case eventEnd
    case verdictIgnored
    case verdictRejected
    case levelInfo
    case levelChange
    case levelAlert
    case levelWarning
    case levelError
    case lifecycleScheduled
    case lifecycleScheduledIn
    case lifecycleStarted
    case lifecycleStartedIn
    case lifecycleStale
    case lifecycleFresh
    case lifecycleEnded
    case lifecycleDismissed
    case endReasonEndEvent
    case endReasonUserStopped
    case endReasonUserStoppedUnheard
    case endReasonUserStoppedTimeout
    case endReasonEndAll
    case endReasonEndAllUnheard
    case endReasonEndAllTimeout
    case endReasonUserDismissed
    case endReasonTimeLimit
    case endReasonActivitiesDisabled
    case dismissalDate
    case dismissalUser
    case dismissalLifetimeLimit
    case audienceSimulatedApp
    case audienceListeners
    case audienceNobody
    case sourceFollowing
    case sourceWaitingForFile
    case sourceClients
    case sourceEndOfInput
    case originSocket
    case originReplay
    case changeRemoved
    case changesMore

    // MARK: What each code means (the opened entry, lint)

    case reasonIgnoredOlderTimestamp
    case reasonIgnoredAfterEnd
    case reasonIgnoredFutureTimestamp
    case reasonRejectedTooLarge
    case reasonRejectedLineTooLong
    case reasonRejectedInvalidJSON
    case reasonRejectedNotAnObject
    case reasonRejectedMissingContentState
    case reasonRejectedKeyNotFound
    case reasonRejectedValueNotFound
    case reasonRejectedTypeMismatch
    case reasonRejectedDataCorrupted
    case reasonRejectedStartMissingAlert
    case reasonRejectedUnknownType
    case reasonRejectedStartAttributes
    case reasonRejectedUnknownEvent
    case reasonRejectedNoActivity
    case reasonRejectedChannelStart
    case reasonRejectedUnsupportedIOS
    case reasonRejectedActivitiesDisabled
    case warningDateLooksLikeUnixEpoch
    case warningTimestampLooksLikeMilliseconds
    case warningUnknownKeys
    case warningControlCharacters
    case warningUnvalidatedType
    case warningEndOlderTimestamp
    case warningBodyTooLargeAsWritten
    case warningTopicNotLiveActivity
    case warningTypeNameNearMiss
    case warningStartAlertIncomplete
    case warningAlertWithoutTitle
    case warningStaleBeforeTimestamp
    case warningMissingTimestamp
    case warningBareContentState
    case warningInconsistentContent
    case warningValueOutOfRange
    case warningUpdateBudget
    case warningAmbiguousType
    case warningProviderTokenNotJOSE
    case warningPriorityNotForLiveActivity
    case warningNoPushToken

    // MARK: The key table (the footer and the `?` help)

    case keysExpand
    case keysToggleActivities
    case helpSelect
    case helpSelectPrevious
    case helpExpand
    case helpCollapse
    case helpStop
    case helpEndAll
    case helpDismiss
    case helpLock
    case helpTheme
    case helpPhone
    case helpStandBy
    case helpDevice
    case helpAlwaysOn
    case helpPause
    case helpFaster
    case helpSlower
    case helpRestart
    case helpNextEntry
    case helpPreviousEntry
    case helpMinuteAhead
    case helpMinuteBack
    case helpHelp
    case helpQuit
    case helpSettings
    case helpSettingsMove
    case helpToggleActivities
    case helpToggleFrequentUpdates
    case helpCloseSettings
    case helpPageUp
    case helpPageDown
    case helpFirst
    case helpLast
    case helpWheelUp
    case helpWheelDown
    case helpSearch
    case helpFilter
    case helpLogLineUp
    case helpLogLineDown
    case helpOpen
    case helpLeave
    case helpEntryLineUp
    case helpScrollHelp
    case helpEntryLineDown
    case helpEntryPageUp
    case helpEntryPageDown
    case helpEntryFirst
    case helpEntryLast
    case helpEntryWheelUp
    case helpEntryWheelDown
    case helpPreviousOpened
    case helpNextOpened
    case helpCloseEntry
    case footerSelect
    case footerPrevious
    case footerExpand
    case footerCollapse
    case footerStop
    case footerEndAll
    case footerDismiss
    case footerLock
    case footerUnlock
    case footerTheme
    case footerPhone
    case footerDashboard
    case footerStandBy
    case footerDevice
    case footerAlwaysOn
    case footerWake
    case footerPause
    case footerResume
    case footerSpeed
    case footerSlower
    case footerRestart
    case footerStep
    case footerBack
    case footerMinute
    case footerMinuteBack
    case footerHelp
    case footerQuit
    case footerSettings
    case footerToggleActivities
    case footerToggleFrequentUpdates
    case footerLog
    case footerOn
    case footerOldest
    case footerNewest
    case footerSearch
    case footerFilter
    case footerMove
    case footerNext
    case footerOpen
    case footerToTheCard
    case footerScroll
    case footerTop
    case footerBottom
    case footerPreviousNext
    case footerNextEntry
    case footerClose

    // MARK: Presentations (a type file's `strings` may override these by their names)

    case presentationNow
    case presentationMinutesUnit
    case presentationHoursUnit
    case presentationInMinutes
    case presentationMinutesAgo
    case presentationEndButton
    case presentationEndPrompt
    case presentationYes
    case presentationNo
    case presentationItems
    case presentationEnding
    case presentationEnded
    case presentationEndedUntil
    case presentationStaleSince
    case unitSteps
    case unknownApp

    // MARK: The simulated apps' pushes (in the app's language)

    case tripDeparts
    case tripDelayed
    case tripNextStop
    case tripArrived
    case rideStarted
    case rideEnded
    case rideFaultTitle
    case rideConnecting
    case rideConnected
    case rideReconnecting
    case rideRescanning
    case rideDisconnected

    // MARK: Setup notes in the log

    case noteSimulatorTrip
    case noteSimulator
    case noteRecording
    case noteLog
    case noteIntents
    case noteListening
    case noteTypesFrom
    case noteTypesFromSwift
    case noteTypeFileProblem
    case noteThemeProblem
    case noteAPNsNoAuth
    case noteAPNsVerified
    case noteAPNsChecked
    case noteAPNsFaults

    // MARK: Foundation's words in widget code (the device's locale)

    case relativeNow
    case relativeHours
    case relativeMinutes
    case relativeFuture
    case relativePast
    case componentHours
    case componentMinutes
    case componentSeconds
    case listOfTwo
    case listOfMany

    // MARK: The Swift reader and the widget's warnings

    case swiftNoteLine
    case swiftKindWarning
    case swiftKindNote
    case swiftCommentNeverEnds
    case swiftStringNeverEnds
    case swiftReadOnlyUpTo
    case swiftWidgetNotDrawn
    case swiftElseWithoutIf
    case swiftEndifWithoutIf
    case swiftIfWithoutEndif
    case swiftConditionReadFalse
    case swiftReleaseCompilesFirst
    case swiftReleaseCompilesBranch
    case swiftReleaseCompilesNone
    case swiftConditionUnexpected
    case swiftConditionEndsEarly
    case swiftConditionParenOpen
    case swiftConditionCallOpen
    case swiftConditionUnknown
    case swiftConditionVersion
    case swiftRedeclared
    case swiftAttributesNameTaken
    case swiftAttributesNotStruct
    case swiftFileNotWhole
    case swiftNotValidated
    case swiftNoContentState
    case swiftContentStateNotStruct
    case swiftConfigurationUnreadable
    case swiftWidgetDraws
    case swiftCaseNotInKeys
    case swiftCaseLabelNotInKeys
    case swiftDoubleOptional
    case swiftDictionaryKeys
    case swiftNotDecodable
    case swiftUnresolvedUndeclared
    case swiftUnresolvedNoMember
    case swiftNestedInGeneric
    case swiftGenericWithoutArguments
    case swiftGenericArity
    case swiftGenericParameter
    case swiftRangeNotComparable
    case swiftUnresolvedUnknown
    case swiftNotCodable
    case swiftCharacterUnmodelled
    case swiftNumberUnmodelled
    case swiftNotConcrete
    case swiftRecursive
    case swiftClassNotModelled
    case swiftProtocolField
    case swiftAttributeMayChange
    case swiftDecodesFrom
    case swiftLazyVar
    case swiftUntypedProperty
    case swiftLetWithValue
    case swiftKeysNotEnum
    case swiftKeyNamesNothing
    case swiftKeyRawValue
    case swiftPropertyNotInKeys
    case swiftPropertyNotInKeysRequired
    case swiftEnumNoCases
    case swiftEnumCharacterRaw
    case swiftCaseRawString
    case swiftCaseRawInteger
    case swiftEnumRawType
    case swiftUnknownWrapper
    case swiftWrapperNotStruct
    case swiftWrapperParameter
    case swiftWrapperMayBeMissing
    case swiftInitWithoutBody
    case swiftInitSingleValue
    case swiftInitDoCatch
    case swiftInitCannotFollow
    case swiftInitSuper
    case swiftInitOnlyWhenAbsent
    case swiftInitOneBranch
    case swiftInitCondition
    case swiftInitCheck
    case swiftInitLoop
    case widgetUnknownView
    case widgetCustomShape
    case widgetTrimmedShape
    case widgetOverlayNotDrawn
    case widgetEvaluationStopped
    case widgetStatementSkipped
    case widgetNotUnderstood
    case widgetNotDeclared
    case widgetRecursesTooDeeply
    case widgetAssetImage
    case widgetLabelAssetImage
    case widgetAssetColor
    case widgetAssetColorFallback
    case widgetNotDrawn
    case widgetUnknownSymbol
    case widgetWarningLine
    case widgetAnImage

    // MARK: Sockets, files and the terminal that could not be opened

    case plainReason
    case systemFailure
    case socketAlreadyListening
    case socketNotASocket
    case socketUnsafeDirectory
    case socketDirectoryNotDirectory
    case socketDirectoryNotYours
    case socketDirectoryNotPrivate
    case socketRefused
    case socketCannotOpen
    case sendCannotRead
    case sendCannotConnect
    case sendNoSocketFile
    case sendNothingListens
    case sendPermissionDenied
    case sendBacklogFull
    case placeSocketNotYours
    case placeDirectoryNotYours
    case placeDirectoryWritable
    case peerNotYou
    case peerUnknown
    case fileDirectoryLink
    case fileLinkNotYours
    case fileNotYours
    case fileCannotOpenLog
    case fileCannotOpenIntents
    case fileCannotOpenRecord
    case screenNotATerminal
    case screenNoTerminalType
    case screenUnknownTerminal
    case screenNotAScreen
    case screenNoKeyboard

    // MARK: The APNs endpoint's refusals (the events pane; x-island-reason in English)

    case apnsMethodNotPost
    case apnsMethodMissing
    case apnsPathDevice
    case apnsPathEndsEarly
    case apnsHeaderRepeated
    case apnsNoAuthorization
    case apnsPushTypeWrong
    case apnsTopicMissing
    case apnsTopicNotBundle
    case apnsTopicNoSuffix
    case apnsPriorityWrong
    case apnsExpirationWrong
    case apnsIDNotUUID
    case apnsCollapseTooLong
    case apnsBodyEmpty
    case apnsBodyTooLarge
    case apnsTokenMalformed
    case apnsTokenOtherEnvironment
    case apnsTokenUnknown
    case apnsTokenReplaced
    case apnsTokenDismissed
    case apnsTokenOtherApp
    case apnsBroadcastPath
    case apnsBroadcastNotPost
    case apnsBroadcastNoChannel
    case apnsChannelUnknown
    case apnsBroadcastPushType
    case apnsBroadcastPriority
    case apnsChannelStoresNothing
    case apnsBroadcastTooLarge
    case apnsChannelsPath
    case apnsAppNotBundle
    case apnsChannelBody
    case apnsChannelPolicy
    case apnsChannelPushType
    case apnsChannelLimit
    case apnsChannelIDMissing
    case apnsChannelsMethod
    case apnsJWTNotBearer
    case apnsJWTParts
    case apnsJWTHeaderNotJSON
    case apnsJWTClaimsNotJSON
    case apnsJWTAlg
    case apnsJWTKid
    case apnsJWTIss
    case apnsJWTIat
    case apnsJWTSignatureNotBase64
    case apnsJWTSignatureSize
    case apnsJWTExpired
    case apnsJWTFuture
    case apnsJWTWrongKey
    case apnsJWTBadSignature
    case apnsJWTTooSoon
    case apnsForcedFault

    // MARK: TLS keys and certificates, and island send --apns's client

    case tlsCannotUseCertificate
    case tlsCannotUseKey
    case tlsKeyNotForCertificate
    case tlsCannotReadCA
    case tlsCannotReadKey
    case tlsNotPEMKey
    case tlsNotP256
    case tlsGenerateKey
    case tlsWriteKey
    case tlsEncodeSignature
    case tlsCannotMakeDirectory
    case tlsCertificateExtension
    case tlsSignCertificate
    case tlsWriteCertificate
    case tlsCannotWrite
    case tlsCannotRename
    case clientNotAURL
    case clientCannotConnect
    case clientRequestRefused
    case clientStreamReset
    case clientSessionFailed
    case clientNoAnswer
    case clientClosed
    case clientSendFailed
    case clientReadFailed
    case clientBrokeHTTP2
    case clientNoH2
    case clientClosedInHandshake
    case clientTLSFailed
    case clientHandshakeTimeout

    // MARK: island send's own problems, the signal pipe, --simulate

    case sendLineTooLong
    case sendClosedEarly
    case sendClosedEarlyOne
    case sendClosedEarlyWhy
    case sendClosedEarlyWhyOne
    case sendAndBeforeAllSent
    case sendCannotReadInput
    case signalPipeFailed
    case simulationUnknown
    case sendLineOverLimit
    case sendDocumentOverLimit

    // MARK: island send's answers for a person (the dashboard's verdicts, codes and ids stay as it sent them)

    /// Before a warning's code: "  warning WARN_…: …".
    case sendAnswerWarning
    /// In place of the file's name when an answer names none: "line:3: applied …".
    case sendAnswerLine
    /// Before the intent's name: "intent EndTripIntent rnv5-trip for com.…".
    case sendAnswerIntent
    /// Between the intent's activity and its app's topic.
    case sendAnswerForTopic
    /// Before a lifecycle change: "lifecycle ended rnv5-trip (user-stopped)".
    case sendAnswerLifecycle
    /// An answer APNs accepted without the device's verdict.
    case sendAPNsAccepted
    /// An answer APNs refused: it never reached the device (413, 410, 429 …).
    case sendAPNsNotDelivered
    /// No status at all.
    case sendAPNsNoAnswer
    /// island had no token to push to; `--json` says `"verdict":"not sent"` (the English).
    case sendAPNsNotSent
    case sendAPNsNoTokenFor
    /// The English is `--json`'s `detail` as it always was.
    case sendAPNsNoToken
    /// APNs's Retry-After header, in seconds.
    case sendAPNsRetryAfter
    /// An answer island's fault plan forced (island apns fault).
    case sendAPNsForced
    /// island send's closing line on standard error when not every line was applied.
    case sendSummary
    case sendSummaryNotSent
    case sendSummaryUnanswered

    // MARK: Theme files (their errors in the events pane and in island themes)

    case themeKeyProblem
    case themeFileProblem
    case themeUnknownKey
    case themeExpectedThemeName
    case themeExpectedString
    case themeExpectedColors
    case themeExpectedGlyphs
    case themeNoBuiltIn
    case themeEmptyFile
    case themeInvalidJSON
    case themeExpectedObject
    case themeTerminalRole
    case themeUnknownRole
    case themeUnknownRoleMeant
    case themeUnknownGlyph
    case themeUnknownGlyphMeant
    case themeExpectedColor
    case themeColorHexDigits
    case themeColorIndexQuoted
    case themeGlyphExpected
    case themeGotEmptyString
    case themeGotControls
    case themeGotJoiner
    case themeGotCharacters
    case themeGotCellWide
    case themeGotCellsWide
    case themeWidthCharacter
    case themeWidthString
    case themeCellsOne
    case themeCellsCount
    case themeCellsRange
    case themeValueLiteral
    case themeValueLongNumber
    case themeValueArray
    case themeValueObject
    case themeCycle
    case themeBaseInvalid
    case themeExtendsItself
    case themeNoneNamed
    case themeCannotListDirectory
    case sourcePathProblemSentence
    case fileCannotOpen
    case fileCannotStat
    case fileNotRegular
    case fileTooLargeBytes
    case fileCannotRead
    case fileTooLarge
    case fileKindTheme
    case fileKindType

    // MARK: Sources, sinks and the APNs endpoint (the events pane's source errors)

    case sourceNotRegularFile
    case sourcePathProblem
    case sourceReadFailed
    case sourceCannotWatch
    case sourceReplacedPartialDropped
    case sourceTruncated
    case sourceRewritten
    case sourceReadingOn
    case sourceReadingOnDropped
    case serverHandshakeTimeout
    case serverClientNotReading
    case serverSessionFailed
    case serverStreamFailed
    case serverAcceptingAgain
    case serverCannotAccept
    case serverAllBusy
    case serverTLSHandshakeFailed
    case serverClientProblem
    case socketRefusedUID
    case socketRefusedUnknownUID
    case socketClientStoppedSending
    case socketClientDisconnected
    case stdinNotOpen
    case stdinReadFailed
    case loopPollFailed
    case sinkWriteFailed
    case apnsRequestFailed
    case apnsRequestHeld
    case apnsRequestForced
    case apnsRequestForcedGoAway
    case apnsRequestAnswered
    case apnsChannelsListed
    case apnsChannelMade
    case apnsChannelDeleted
    case apnsChannelRead
    case apnsFaultsNow
    case apnsFaultsNone
    case apnsFaultCommandFailed
    case apnsCannotSetUp
    case apnsSpokeHTTP1
    case apnsBrokeHTTP2
    // MARK: Decoding a payload against a schema (rejections and warnings)

    case decodeMissing
    case decodeMissingAsNull
    case decodeFailsCheck
    case decodeNull
    case decodeIntegerWidth
    case decodeNotFloat
    case decodeNotDecimal
    case decodeNotDate
    case decodeNotURL
    case decodeNotUUID
    case decodeNotExpected
    case decodeNotExpectedMeant
    case decodeDictionaryIntKey
    case decodeNotBase64
    case decodeRangeInverted
    case decodeNoCaseKeys
    case decodeCaseKeys
    case decodeCaseNull
    case decodeArrayEndsEarly
    case decodeNotDecoded
    case decodeNotInt
    case decodeNotDouble
    case decodeExpectedGot
    case decodeExpectedGotSendSeconds
    case decodeExpectedGotUnquoted
    case decodeUnknownFields
    case decodeUnixSecondsDate
    case decodeMillisecondsDate
    case diagnosticDateEncoding
    case diagnosticList
    case diagnosticListMore
    case diagnosticValueNull
    case diagnosticValueLiteral
    case diagnosticValueNumber
    case diagnosticValueString
    case diagnosticValueArray
    case diagnosticValueObject
    case diagnosticDurationDays
    case diagnosticDurationMillennia

    // MARK: What a decoder expected (a type's expectation in those messages)

    case expectString
    case expectInteger
    case expectSizedInteger
    case expectNumber
    case expectSeconds
    case expectBool
    case expectDate
    case expectURL
    case expectUUID
    case expectOneOf
    case expectObject
    case expectArrayOf
    case expectArrayOfNamed
    case expectObjectOf
    case expectObjectOfIntKeyed
    case expectOrNull
    case expectData
    case expectRange
    case expectSequence
    case expectOneCaseKey
    case expectAnyValue
    case expectStrings
    case expectIntegers
    case expectNumbers
    case expectBools
    case expectDates
    case expectURLs
    case expectUUIDs
    case expectEnumValues
    case expectObjects
    case expectArrays
    case expectBase64Texts
    case expectValues

    // MARK: Reading a push (the wire's rejections and warnings)

    case pushLineTooLong
    case pushNotAnObject
    case pushBodyTooLarge
    case pushBodyTooLargeEnvelope
    case pushBodyTooLargeAsWritten
    case pushOneLineEscapes
    case pushOneLineSpaces
    case pushBlankLine
    case pushNULByte
    case pushNotUTF8
    case pushInvalidJSON
    case pushBareWithKey
    case pushTopicNotLiveActivity
    case pushUnknownEvent
    case pushEventMissing
    case pushEventMissingFound
    case pushUnknownKeys
    case diagnosticKeyMeant
    case diagnosticControlCharacters
    case pushDateMilliseconds
    case pushLocKeyMissing
    case pushExpectPriority
    case pushExpectStyle
    case pushExpectEvent
    case pushExpectNumber
    case pushExpectInputPushToken
    case pushExpectUnixSeconds
    case pushExpectUnixSecondsUnquoted
    case pushExpectAlert
    case pushExpectSound
    case pushExpectLocalized
    case contentDateNotShowable
    case contentValueOutside
    case contentOutOfRange
    case contentInconsistentBefore
    case contentInconsistentAfter

    // MARK: Checks of a push that need no activity

    case checkBareContentState
    case checkStartAlertString
    case checkStartAlertEmpty
    case checkAlertWithoutTitle
    case checkStaleBeforeTimestamp
    case checkRequestOnlyKeys
    case checkMissingTimestamp

    // MARK: The lifecycle's rejections and warnings (starts, updates, ends, push tokens)

    case lifeNothingToApply
    case lifeNoSelectedBare
    case lifeNoSelectedBareOfApp
    case lifeNoSelected
    case lifeNoSelectedOfApp
    case lifeNoActivityWithID
    case lifeEndedAlready
    case lifeEndedAt
    case lifeLeftLockScreen
    case lifeBroadcastNeedsIOS
    case lifeNoChannelSubscriber
    case lifeFutureMilliseconds
    case lifeFutureAfter2100
    case lifeFutureAhead
    case lifeWithHints
    case diagnosticSemicolonSequence
    case lifeChannelStart
    case lifePushToStartNeedsIOS
    case lifeStyleNeedsIOS
    case lifeInputChannelNeedsIOS
    case lifeStartNeedsType
    case lifeStartNeedsAttributesOf
    case lifeStartNeedsAttributes
    case lifeStartNeedsAlert
    case lifeStartNeedsContentState
    case lifeStartTooLarge
    case lifeIDOfRunning
    case lifeIDOfEnded
    case lifeActivitiesDisabled
    case lifeNotModelled
    case lifeNoSchema
    case lifeNoSchemaElsewhere
    case lifeThisApp
    case lifeAmbiguousType
    case lifeTypeNearMiss
    case lifeUnknownType
    case lifeUnknownTypeMeant
    case lifeOlderTimestamp
    case lifeUpdateNeedsContentState
    case lifeEndOlderTimestamp
    case lifeUpdateTooLarge
    case lifeUpdateBudget
    case lifeUpdateBudgetDeclare
    case tokenTopicNotRead
    case tokenStartDateNotRead
    case tokenBareToStartToken
    case tokenEventToStartToken
    case tokenUnknown
    case tokenStartToActivity
    case tokenActivityIDNotRead
    case tokenNoPushToken
    case tokenNoPushTokenChannel

    // MARK: The APNs endpoint's warnings about a request

    case apnsTokenDERSignature
    case apnsTokenStringIssuedAt
    case apnsPriorityOne

    // MARK: A diagnostic of free text (a recording's, a test's)

    case diagnosticText

    // MARK: A card's several controls

    case helpNextControl
    case helpPreviousControl
    case helpChooseControl
    case footerControl
    case audienceSent
    case audienceUnheard
    case noteNoIntent

    // MARK: A simulated app answering a control that does not end its activity
    case audienceAnswered
    // MARK: The command line: each command's summary, description, options and exit statuses

    case cliRunSpeed
    case cliRunSeed
    case cliOptionLang
    case cliRunIntents
    case cliRunTheme
    case cliOptionAscii
    case cliRunNoMouse
    case cliRunMouse
    case cliRunBell
    case cliRunHeadless
    case cliRunTail
    case cliRunFromStart
    case cliRunSocket
    case cliRunStdin
    case cliRunSimulate
    case cliRunType
    case cliOptionSchema
    case cliRunIos
    case cliOptionFrequentUpdates
    case cliRunWatchOutOfRange
    case cliRunIntentTimeout
    case cliRunRecord
    case cliRunStart
    case cliRunAttributes
    case cliRunApns
    case cliRunApnsCleartext
    case cliRunApnsCert
    case cliRunApnsKey
    case cliRunApnsKeyP8
    case cliRunApnsNoAuth
    case cliRunApnsFault
    case cliRunApnsEnvironment
    case cliRunLog
    case cliRunExit0
    case cliRunExit1
    case cliRunExit2
    case cliRunExit129
    case cliRunSummary
    case cliRunAbout
    case cliSendSocket
    case cliSendFollow
    case cliSendPace
    case cliSendSpeed
    case cliSendJson
    case cliSendSummary
    case cliSendAbout
    case cliSendExit0
    case cliSendExit1
    case cliSendExit2
    case cliLintType
    case cliLintAttributes
    case cliLintNow
    case cliLintIos
    case cliLintJson
    case cliLintSummary
    case cliLintAbout
    case cliLintExit0
    case cliLintExit1
    case cliLintExit2
    case cliSimulateSpeed
    case cliSimulateSeed
    case cliSimulateStart
    case cliSimulateInstant
    case cliSimulateSummary
    case cliSimulateAbout
    case cliSimulateExit0
    case cliSimulateExit141
    case cliSimulateExit74
    case cliSimulateExit2
    case cliReplaySpeed
    case cliReplayFrom
    case cliReplaySummary
    case cliReplayAbout
    case cliRenderView
    case cliRenderSize
    case cliRenderAt
    case cliRenderActivity
    case cliRenderTheme
    case cliRenderAnsi
    case cliRenderColors
    case cliRenderNow
    case cliRenderJson
    case cliRenderPreview
    case cliRenderType
    case cliRenderSchema
    case cliRenderAttributes
    case cliRenderSummary
    case cliRenderAbout
    case cliRenderExit0
    case cliRenderExit1
    case cliRenderExit2
    case cliPreviewNow
    case cliPreviewAll
    case cliPreviewSummary
    case cliPreviewAbout
    case cliPreviewExit0
    case cliPreviewExit1
    case cliPreviewExit2
    case cliSchemaApp
    case cliSchemaSummary
    case cliSchemaAbout
    case cliSchemaExit0
    case cliSchemaExit1
    case cliSchemaExit2
    case cliTokensRotate
    case cliTokensSummary
    case cliTokensAbout
    case cliTokensExit0
    case cliTokensExit1
    case cliTokensExit2
    case cliChannelsSummary
    case cliChannelsAbout
    case cliChannelsExit0
    case cliChannelsExit2
    case cliAPNsSummary
    case cliAPNsAbout
    case cliAPNsExit0
    case cliAPNsExit1
    case cliAPNsExit2
    case cliAPNsClientApns
    case cliAPNsClientCacert
    case cliAPNsClientToken
    case cliAPNsClientTopic
    case cliAPNsClientPriority
    case cliAPNsClientKeyP8
    case cliAPNsClientKeyId
    case cliAPNsClientTeamId
    case cliAPNsClientNoAuth
    case cliThemesAscii
    case cliThemesColor
    case cliThemesSummary
    case cliThemesAbout
    case cliThemesExit0
    case cliThemesExit1
    case cliThemesExit2
    case cliHelpMan
    case cliHelpSummary
    case cliHelpAbout
    case cliCompletionsSummary
    case cliCompletionsAbout

    // MARK: The command line: the help's and the manual page's frame, the parser's errors, lint's words

    case cliVerbatim
    case cliIslandSummary
    case cliIslandAbout
    case cliUsage
    case cliSeeHelp
    case cliOptionsHeading
    case cliDefaultsHeading
    case cliExitStatusHeading
    case cliCommandsHeading
    case cliIslandOptionsHeading
    case cliVersionHelp
    case cliOptionHelp
    case cliOverviewMore
    case cliHelpLang
    case cliHelpExit0
    case cliHelpExit2
    case cliCompletionsLang
    case cliCompletionsExit0
    case cliCompletionsExit2
    case cliTimeForms
    case cliManUserCommands
    case cliManName
    case cliManSynopsis
    case cliManDescription
    case cliManCommands
    case cliManConfiguration
    case cliManEnvironment
    case cliManFiles
    case cliManSeeAlso
    case cliManVersion
    case cliManConfigurationFile
    case cliManRememberedTheme
    case cliManOverridesSetting
    case cliManXDGConfigHome
    case cliManXDGStateHome
    case cliManXDGRuntimeDir
    case cliManLocale
    case cliManNoColor
    case cliManInstalledThemes
    case cliManSeeAlsoText
    case cliSettingTheme
    case cliSettingLanguage
    case cliSettingSpeed
    case cliSettingSocket
    case cliSettingMouse
    case cliSettingAPNs
    case cliUnexpectedArgument
    case cliUnknownOption
    case cliDidYouMean
    case cliUnknownOptionPlain
    case cliCommandsAre
    case cliUnknownCommand
    case cliVersionTakesNothing
    case cliOptionTakesNoValue
    case cliOptionNeedsValue
    case cliNeedsNumber
    case cliNeedsWholeNumber
    case cliOneOf
    case cliNeedsUnixSeconds
    case cliNeedsTime
    case cliNeedsLanguage
    case cliNeedsKnownLanguage
    case cliNeedsNonEmpty
    case cliHelpOneCommand
    case cliHelpManTakesNoCommand
    case cliHelpNoCommand
    case cliCompletionsOneShell
    case cliCompletionsNeedsShell
    case cliThemesHeading
    case cliThemesHidden
    case cliThemesSearchPath
    case cliThemesNotThere
    case cliThemesSkipped
    case cliLintApplied
    case cliLintNoActivity
    case cliLintAlso
    case cliLintWarning
    case cliLintTally

    // MARK: The command line: each command's own errors and notes

    case cliLintTypeNameOnce
    case cliStdinOnce
    case cliCannotReadBecause
    case cliTypeFileProblem
    case cliLintUnknownType
    case cliLintUnknownTypeNear
    case cliRenderSizeForm
    case cliTypeFileSkipped
    case cliCannotRead
    case cliRenderNoTimestamp
    case cliRenderNoActivityToDescribe
    case cliRenderNothingToDraw
    case cliRenderActivityNotToDraw
    case cliRenderPreviewNeedsWidget
    case cliRenderNoPreview
    case cliRenderNoPreviewNone
    case cliRenderPreviewNoWidget
    case cliSettingProblem
    case cliOptionProblem
    case cliAPNsOptionsNeedAPNs
    case cliAPNsNoAuthAndKey
    case cliAPNsCleartextNoCertificate
    case cliAPNsCertAndKey
    case cliAPNsMadeCertificate
    case cliAPNsTooManyFaults
    case cliAPNsEndpointOn
    case cliConfigDirectory
    case cliConfigCannotRead
    case cliConfigTooLarge
    case cliConfigNotObject
    case cliConfigInvalidJSON
    case cliConfigUnknownKey
    case cliConfigDidYouMean
    case cliConfigKnownKeys
    case cliConfigWrongKind
    case cliConfigWantsString
    case cliConfigWantsNumber
    case cliConfigWantsBool
    case cliCannotRememberTheme
    case cliSimulateTwoKinds
    case cliNoAttributesStruct
    case cliSchemaDoesNotReadBack
    case cliSchemaLeftOut
    case cliSchemaAppForm
    case cliSchemaNeedsFile
    case cliAttributesCannotRead
    case cliAttributesNotUTF8
    case cliPreviewNeedsFiles
    case cliPreviewNone
    case cliSendSocketOnly
    case cliSendNeedsAPNs
    case cliSendPaceNeedsInput
    case cliReplayOneFile
    case cliReplayNeedsFile
    case cliReplayNothing
    case cliAPNsFaultTakesSpec
    case cliAPNsFaultsTakesNothing
    case cliAPNsUnknownWord
    case cliAPNsNeedsWord
    case cliAPNsOldIsland
    case cliEitherOption
    case cliPreviewTitle
    case cliPreviewWarning
    case cliPreviewKeys
    case cliCannotWriteStdout
    case cliOperandTheme
    case cliOperandSwiftFile

    // MARK: Loading type, schema and presentation files

    case loadAt
    case loadMeant
    case loadFoundNone
    case loadFoundAnd
    case loadExpectedOneOf
    case loadKindNull
    case loadKindBool
    case loadKindNumber
    case loadKindString
    case loadKindArray
    case loadKindObject
    case loadFieldsMissing
    case loadExpectedFieldObject
    case loadEmptyFieldName
    case loadKeyTwoFields
    case loadExpectedCodingKey
    case loadDefaultDoesNotDecode
    case loadExpectedBool
    case loadExpectedAbsent
    case loadExpectedUnlessPresent
    case loadExpectedCheckAt
    case loadExpectedChecks
    case loadExpectedCheck
    case loadExpectedRange
    case loadRangeInverted
    case loadNeedsOneTypeKey
    case loadExpectedTypeName
    case loadExpectedStructName
    case loadExpectedDictionaryKeys
    case loadExpectedCases
    case loadExpectedTuple
    case loadKeysDictionaryOnly
    case loadAlreadyOptional
    case loadExpectedType
    case loadExpectedEnumValues
    case loadEnumEmpty
    case loadExpectedIntRawValue
    case loadListedTwice
    case loadExpectedStringRawValue
    case loadDoublyOptional
    case loadDictionaryKeyType
    case loadUnknownType
    case loadUnknownKey
    case loadInvalidJSON
    case loadExpectedTypeFile
    case loadTypesMissing
    case loadExpectedTypeNames
    case loadNoType
    case loadNotTypeName
    case loadExpectedTypeDescription
    case loadExpectedApp
    case loadExpectedBundle
    case loadExpectedLanguages
    case loadExpectedIcon
    case loadExpectedPlainString
    case loadMustBeASCII
    case loadNotSymbol
    case loadSeeTypesDoc
    case loadExpectedLanguage
    case loadExpectedRules
    case loadExpectedRule
    case loadRuleNeeds
    case loadMustNameDate
    case loadMustNameSeconds
    case loadExpectedStrings
    case loadStringKeyName
    case loadExpectedLocalized
    case loadNotLanguage
    case loadExpectedText
    case loadLabelControls
    case loadAppDescribedTwice
    case loadAppDescribedTwiceElsewhere
    case loadTypeDescribedTwice
    case loadExpectedConditions
    case loadConditionName
    case loadUnknownCondition
    case loadExpectedDefinitions
    case loadDefinitionName
    case loadDefinitionNotObject
    case loadExpectedDefinitionName
    case loadUnknownDefinition
    case loadExpectedStyles
    case loadStyleName
    case loadExpectedStyle
    case loadExpectedStyleNames
    case loadExpectedStyleName
    case loadUnknownStyle
    case loadExpectedRegionsGot
    case loadExpectedRegions
    case loadExpectedExpanded
    case loadExpectedFigures
    case loadButtonAndButtons
    case loadExpectedButtons
    case loadExpectedRows
    case loadExpectedRow
    case loadEmptyRow
    case loadExpectedBar
    case loadBarStyle
    case loadBarFieldMissing
    case loadAfterReplacesPercent
    case loadBarNeedsNumber
    case loadExpectedItems
    case loadExpectedItem
    case loadNeedsOneOf
    case loadOnlyTrue
    case loadFormatFieldOnly
    case loadExpectedCells
    case loadExpectedWords
    case loadMissingFieldOnly
    case loadDisplayFieldOnly
    case loadMustBeASCIIFallback
    case loadValuesIsFormat
    case loadExpectedValues
    case loadNeedsFormat
    case loadNotWithFormat
    case loadExpectedDecimals
    case loadFormatNeedsDate
    case loadFormatNeedsNumber
    case loadFormatNeedsCollection
    case loadFormatMismatch
    case loadExpectedValueCase
    case loadExpectedCondition
    case loadExpectedConditionList
    case loadConditionNeedsField
    case loadConditionNeedsTest
    case loadExpectedEquals
    case loadExpectedNumber
    case loadExpectedRoleCase
    case loadOnlyLastWithoutWhen
    case loadExpectedPresentationText
    case loadTextControls
    case loadNoString
    case loadExpectedFieldPath
    case loadNotAField
    case loadNotSymbolGot
    case loadTypesDocLists
    case loadExpectedFigure
    case loadFigureValueMissing
    case loadExpectedButton
    case loadExpectedIntent
    case loadButtonLabelMissing
    case loadExpectedParameters
    case loadExpectedPriority
    case loadExpectedPositive

    // MARK: The JSON parser's errors (a line or a file that is not JSON)

    case jsonAtByte
    case jsonTooLarge
    case jsonTextAfterValue
    case jsonUnexpectedEnd
    case jsonUnexpectedCharacter
    case jsonInvalidLiteral
    case jsonTooDeep
    case jsonExpectedKey
    case jsonExpectedColon
    case jsonUnterminatedObject
    case jsonExpectedCommaInObject
    case jsonUnterminatedArray
    case jsonExpectedCommaInArray
    case jsonInvalidNumber
    case jsonLeadingZero
    case jsonNumberOutOfRange
    case jsonUnterminatedString
    case jsonControlInString
    case jsonStringNotUTF8
    case jsonUnterminatedEscape
    case jsonInvalidEscape
    case jsonTruncatedUnicodeEscape
    case jsonInvalidUnicodeEscape
    case jsonUnpairedSurrogate

    // MARK: The theme swatch's sample (island themes)

    case swatchMinutes
    case swatchOnTime
    case swatchEnd
    case swatchColorOn
    case swatchColorOver
}

extension StringKey {
    /// The placeholders a date format may use: each language picks its own (German writes
    /// `{day2}.{month2}.`, English `{monthShort} {day}`); every caller fills them all.
    package static let dateFields: Set<String> = ["weekday", "day", "day2", "month", "month2", "monthShort", "year", "time"]

    /// Whether the key is a date format (its placeholders are any of `dateFields`, not the
    /// same in every language).
    package var isDateFormat: Bool {
        self == .dateLine || self == .dayAndTime || self == .logDateSameYear || self == .logDateOtherYear
    }

    /// The month's name, 1 to 12 ("November").
    package static func month(_ number: Int) -> StringKey {
        [.month1, .month2, .month3, .month4, .month5, .month6, .month7, .month8, .month9, .month10, .month11, .month12][min(max(number - 1, 0), 11)]
    }

    /// The month's short name, 1 to 12 ("Nov").
    package static func monthShort(_ number: Int) -> StringKey {
        [.monthShort1, .monthShort2, .monthShort3, .monthShort4, .monthShort5, .monthShort6,
         .monthShort7, .monthShort8, .monthShort9, .monthShort10, .monthShort11, .monthShort12][min(max(number - 1, 0), 11)]
    }

    /// The weekday's name, 1 (Sunday, as `Calendar` counts) to 7.
    package static func weekday(_ number: Int) -> StringKey {
        [.weekday1, .weekday2, .weekday3, .weekday4, .weekday5, .weekday6, .weekday7][min(max(number - 1, 0), 6)]
    }
}
