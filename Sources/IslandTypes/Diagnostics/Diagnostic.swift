/// A code with the sentence that explains it to the person who sent the line.
package struct Diagnostic<Code: Hashable & Sendable>: Error, Hashable, Sendable {
    package let code: Code
    package let message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

package typealias Rejection = Diagnostic<ReasonCode>
package typealias Warning = Diagnostic<WarningCode>
