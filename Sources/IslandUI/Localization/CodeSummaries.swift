import IslandCore
import IslandTypes

/// What each code means, in the screen's language: the opened entry says it above the line's
/// own message. English is the core's stable sentence; German is here.
enum CodeSummaries {
    static func summary(_ code: ReasonCode, language: Language) -> String {
        language == .de ? german(code) : code.summary
    }

    static func summary(_ code: WarningCode, language: Language) -> String {
        language == .de ? german(code) : code.summary
    }

    static func german(_ code: ReasonCode) -> String {
        switch code {
        case .ignoredOlderTimestamp: return "der Zeitstempel ist älter als der zuletzt angewendete der Aktivität"
        case .ignoredAfterEnd: return "die Aktivität ist beendet; iOS ignoriert Pushes nach dem Ende"
        case .ignoredFutureTimestamp:
            return "der Zeitstempel liegt mehr als 8 Stunden vor der Geräteuhr (oft Millisekunden statt Sekunden)"
        case .rejectedTooLarge:
            return "der APNs-Body (ohne islands Hüllenschlüssel) ist über 4096 Bytes, oder attributes + content-state sind über ActivityKits 4 KB"
        case .rejectedLineTooLong: return "die Zeile ist über 64 KiB lang"
        case .rejectedInvalidJSON: return "die Zeile ist kein gültiges JSON"
        case .rejectedNotAnObject: return "die Zeile ist JSON, aber kein Objekt"
        case .rejectedMissingContentState: return "dem Push fehlt aps.content-state"
        case .rejectedKeyNotFound: return "ein Pflichtschlüssel fehlt (Codable keyNotFound)"
        case .rejectedValueNotFound: return "ein Pflichtwert ist null (Codable valueNotFound)"
        case .rejectedTypeMismatch: return "ein Wert hat den falschen JSON-Typ (Codable typeMismatch)"
        case .rejectedDataCorrupted:
            return "ein Wert ist nicht darstellbar: ein unbekannter Enum-Fall oder eine Zahl, die der Typ nicht fassen kann (Codable dataCorrupted)"
        case .rejectedStartMissingAlert: return "ein Start braucht aps.alert; iOS verwirft einen Start ohne still"
        case .rejectedUnknownType: return "die App hat keinen solchen attributes-type; iOS verwirft einen Start für einen Typ, den die App nicht deklariert"
        case .rejectedStartAttributes: return "ein Start braucht aps.attributes-type, aps.attributes und eine neue activity-id"
        case .rejectedUnknownEvent: return "aps.event fehlt oder ist nicht start, update oder end"
        case .rejectedNoActivity: return "ein Update oder Ende ohne Aktivität, zu der es gehört"
        case .rejectedChannelStart: return "ein Broadcast-Push auf einem Kanal kann keine Aktivität starten (iOS 18)"
        case .rejectedUnsupportedIOS:
            return "der Push braucht ein neueres iOS als das, als das island läuft (--ios): Push-to-Start 17.2, Kanäle 18"
        case .rejectedActivitiesDisabled:
            return "der Nutzer hat die Live-Aktivitäten der App in den Einstellungen ausgeschaltet (areActivitiesEnabled ist false): kein Start wird angenommen"
        }
    }

    static func german(_ code: WarningCode) -> String {
        switch code {
        case .dateLooksLikeUnixEpoch:
            return "ein Date-Feld enthält Unix-Sekunden und wird ~31 Jahre in der Zukunft gelesen; iOS kodiert ein Date als Sekunden seit 2001-01-01"
        case .timestampLooksLikeMilliseconds: return "ein Datum oder Zeitstempel sieht nach Millisekunden aus, wo Sekunden erwartet werden"
        case .unknownKeys: return "Schlüssel, die ActivityKit oder der Typ nicht kennt; iOS ignoriert sie"
        case .controlCharacters: return "Texte enthalten Steuer- oder Bidi-Zeichen; der Bildschirm zeigt sie bereinigt"
        case .unvalidatedType: return "kein Schema für diesen attributes-type: der Inhalt wird generisch gezeigt und nicht geprüft"
        case .endOlderTimestamp: return "ein Ende, älter als das letzte Update; island wendet es an"
        case .bodyTooLargeAsWritten:
            return "der Payload ist wie geschrieben (formatiert) über 4096 Bytes, kompakt nicht; APNs zählt den Body wie gesendet"
        case .topicNotLiveActivity: return "dem Topic fehlt .push-type.liveactivity; APNs antwortet 400 TopicDisallowed"
        case .typeNameNearMiss: return "der attributes-type ist eine Änderung von einem bekannten Typ entfernt; iOS vergleicht Typnamen genau"
        case .startAlertIncomplete: return "der Alert eines Starts ist leer oder ein einfacher Text; ActivityKit will {\"title\", \"body\"}"
        case .alertWithoutTitle: return "ein Alert ohne Titel; die erweiterte Island zeigt nur den Text"
        case .staleBeforeTimestamp: return "das stale-date liegt vor dem Zeitstempel des Pushs: der Inhalt ist bei Ankunft veraltet"
        case .missingTimestamp: return "ein Update oder Ende ohne aps.timestamp lässt sich nicht ordnen; iOS kann ein älteres danach anwenden"
        case .bareContentState: return "ein Content-State ohne aps ist islands Abkürzung; APNs würde ihn nie zustellen"
        case .inconsistentContent: return "zwei Felder des Content-States widersprechen sich (z. B. remainingTime und nextStopTime)"
        case .valueOutOfRange: return "ein Wert liegt außerhalb dessen, was der Typ zeigt (auf dem Bildschirm begrenzt)"
        case .updateBudget:
            return "mehr Priorität-10-Updates, als iOS einer App pro Stunde erlaubt; iOS drosselt den Rest (ungefähr, siehe Doku)"
        case .ambiguousType: return "mehrere Apps haben einen Typ dieses Namens und der Push nennt keine App; er wird nicht geprüft"
        case .providerTokenNotJOSE: return "das Provider-Token weicht von JOSE ab (DER-Signatur, iat als String); APNs nimmt es, eine strenge JWT-Bibliothek nicht"
        case .priorityNotForLiveActivity: return "apns-priority 1 ist für Mitteilungen dokumentiert, nicht für Live Activities (5 oder 10); island stellt es als Update niedriger Priorität zu"
        case .noPushToken: return "ein Start per Push-to-Start ohne \"input-push-token\": 1: iOS gibt der Aktivität keinen Push-Token, per Token ist sie nie zu aktualisieren"
        }
    }
}
