/// One opened input of `island send`: its descriptor and how far its lines have got.
struct SendInputReader {
    let input: SendInput
    let descriptor: Int32
    /// Files are closed when read; standard input is the process's and stays open.
    let ownsDescriptor: Bool
    var splitter = LineSplitter()
    var framer = PayloadFramer()
    var lineNumber = 0

    var name: String { input.displayName }
}
