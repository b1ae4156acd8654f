/// A code with the sentence that explains it to the person who sent the line.
public struct Diagnostic<Code: Hashable & Sendable>: Error, Hashable, Sendable {
    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

public typealias Rejection = Diagnostic<ReasonCode>
public typealias Warning = Diagnostic<WarningCode>
