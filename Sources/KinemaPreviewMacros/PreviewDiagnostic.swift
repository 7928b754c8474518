import SwiftDiagnostics

/// What the preview macros report about code they cannot expand; every one is an error.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody
    case nameNotString
    case unexpectedArgument
    case duplicateBody
    case extraTrailingClosure
    case bodyTakesParameters
    case nestedPreviewable
    case previewableNotVariable
    case previewableOutsidePreview

    var message: String {
        switch self {
        case .missingBody:
            "'#Preview' needs a body: a closure that returns the view to preview, as in '#Preview { ContentView() }'"
        case .nameNotString:
            "a preview's name must be a string, as in '#Preview(\"Dark\") { ContentView() }'"
        case .unexpectedArgument:
            "'#Preview' takes an optional name, then 'traits:' with more traits after it, then a body"
        case .duplicateBody:
            "'#Preview' has two bodies: pass the body either as 'body:' or as a trailing closure"
        case .extraTrailingClosure:
            "'#Preview' takes one trailing closure, its body"
        case .bodyTakesParameters:
            "a preview's body takes no parameters"
        case .nestedPreviewable:
            "'@Previewable' declarations must be at the root of the preview's body, not nested in a block"
        case .previewableNotVariable:
            "'@Previewable' applies to a variable declaration, such as '@Previewable @State var isOn = false'"
        case .previewableOutsidePreview:
            "'@Previewable' can only be used at the root of a '#Preview' body"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "KinemaPreviewMacros", id: rawValue) }

    var severity: DiagnosticSeverity { .error }
}
