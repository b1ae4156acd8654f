/// An error that says what went wrong as a sentence of the string tables: the command line
/// words it in the user's language, machine outputs in English (its `description`).
package protocol WordedError: Error {
    var sentence: Sentence { get }
}
