import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A `#Preview`'s arguments, sorted out: `#Preview(_ name: String? = nil, traits: T, _ more: T...,
/// body: () -> any View)`, with the body usually a trailing closure.
struct PreviewArguments {
    /// The body as written: a closure literal, or any other expression (a function's name).
    enum Body {
        case closure(ClosureExprSyntax)
        case expression(ExprSyntax)
    }

    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: Body

    /// Reads `node`'s arguments, or diagnoses what is wrong with them in `context` and returns
    /// `nil`. The compiler type-checks the arguments before expanding, so most mistakes never
    /// reach here; these checks make the macro's own errors clear wherever it is expanded.
    init?(_ node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var labelledBody: ExprSyntax?
        var isValid = true
        func fail(_ problem: some SyntaxProtocol, _ message: PreviewDiagnostic) {
            context.diagnose(Diagnostic(node: problem, message: message))
            isValid = false
        }

        for (index, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case nil where index == 0:
                name = argument.expression
                if !Self.canBeString(argument.expression) { fail(argument.expression, .nameNotString) }
            case nil where !traits.isEmpty && labelledBody == nil:
                traits.append(argument.expression)
            case "traits" where traits.isEmpty && labelledBody == nil:
                traits.append(argument.expression)
            case "body" where labelledBody == nil:
                labelledBody = argument.expression
            default:
                fail(argument, .unexpectedArgument)
            }
        }
        if let extra = node.additionalTrailingClosures.first { fail(extra, .extraTrailingClosure) }

        let bodyExpression: ExprSyntax
        switch (labelledBody, node.trailingClosure) {
        case (let labelled?, nil):
            bodyExpression = labelled
        case (nil, let trailing?):
            bodyExpression = ExprSyntax(trailing)
        case (_?, let trailing?):
            fail(trailing, .duplicateBody)
            return nil
        case (nil, nil):
            fail(node.macroName, .missingBody)
            return nil
        }
        if let closure = bodyExpression.as(ClosureExprSyntax.self) {
            if let parameters = closure.signature?.parameterClause {
                let count = switch parameters {
                case .simpleInput(let names): names.count
                case .parameterClause(let clause): clause.parameters.count
                }
                if count > 0 { fail(parameters, .bodyTakesParameters) }
            }
            body = .closure(closure)
        } else {
            body = .expression(bodyExpression)
        }
        guard isValid else { return nil }
        self.name = name
        self.traits = traits
    }

    /// Whether `expression` may be a `String?`: anything but a literal of another kind.
    static func canBeString(_ expression: ExprSyntax) -> Bool {
        !(expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(ArrayExprSyntax.self)
            || expression.is(DictionaryExprSyntax.self) || expression.is(ClosureExprSyntax.self)
            || expression.is(RegexLiteralExprSyntax.self) || expression.is(TupleExprSyntax.self))
    }
}
