/// A motor-controller fault as the board reports it: the VESC fault code and what it means.
package struct RideFault: Hashable, Sendable {
    package let code: String
    package let text: String

    package init(code: String, text: String) {
        self.code = code
        self.text = text
    }

    /// Faults a ride can hit; the seed picks one.
    package static let known: [RideFault] = [
        RideFault(code: "FAULT_CODE_OVER_TEMP_FET", text: "Controller over temperature"),
        RideFault(code: "FAULT_CODE_OVER_TEMP_MOTOR", text: "Motor over temperature"),
        RideFault(code: "FAULT_CODE_ABS_OVER_CURRENT", text: "Over current"),
        RideFault(code: "FAULT_CODE_UNDER_VOLTAGE", text: "Battery under voltage"),
    ]
}
