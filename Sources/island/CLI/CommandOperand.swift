/// What a command takes besides options (`FILE…`, `KIND`): how the synopsis names it, what
/// a shell completes for it, and what each one does to the options value.
struct CommandOperand<Options>: Sendable {
    /// `[FILE…|-]`, `[KIND]`.
    let synopsis: String
    let completion: ValueCompletion
    let apply: @Sendable (inout Options, String) throws(CommandLineError) -> Void

    init(_ synopsis: String, complete: ValueCompletion = .file,
         _ apply: @escaping @Sendable (inout Options, String) throws(CommandLineError) -> Void) {
        self.synopsis = synopsis
        self.completion = complete
        self.apply = apply
    }
}
