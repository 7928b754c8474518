import Foundation
import Kinema
import Testing

// Apple's documentation examples for `FocusState`, `focused(_:equals:)` and `onSubmit(of:_:)`,
// unchanged but the import (and the two names the snippets leave to the reader: `handleLogin`
// and `viewModel`), hosted and typed into as a person would.

@MainActor
private var loggedIn: [(String, String)] = []

@MainActor
private func handleLogin(_ username: String, _ password: String) {
    loggedIn.append((username, password))
}

// From the documentation of `FocusState`.
private struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)

            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)

            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .username
                } else if password.isEmpty {
                    focusedField = .password
                } else {
                    handleLogin(username, password)
                }
            }
        }
    }
}

@MainActor
private final class LoginViewModel {
    var logins = 0
    func validate() -> Bool { true }
    func login() { logins += 1 }
}

// From the documentation of `onSubmit(of:_:)`.
private struct SubmitExample: View {
    let viewModel: LoginViewModel
    @State private var username = ""

    var body: some View {
        TextField("Username", text: $username)
            .onSubmit {
                guard viewModel.validate() else { return }
                viewModel.login()
            }
    }
}

@MainActor
@Suite("Apple's examples of focus and submission")
struct AppleDocFocusExamplesTests {
    static func centre<V: View>(of text: String, in host: ViewHost<V>) throws -> CGPoint {
        let item = try #require(host.displayList.items.first { item in
            if case .text(let layout) = item.content { return layout.string == text }
            return false
        }, "\(text) is drawn")
        return CGPoint(x: item.frame.midX, y: item.frame.midY).applying(item.transform)
    }

    /// "When the user presses the Sign In button and one of the fields is still empty, focus
    /// moves to that field. Otherwise, the sign-in process proceeds."
    @Test func signInMovesFocusToTheEmptyField() throws {
        loggedIn = []
        let host = ViewHost(LoginForm(), size: CGSize(width: 390, height: 400))
        host.tap(at: try Self.centre(of: "Sign In", in: host))
        #expect(host.type("ada"), "the empty username field has focus")
        host.tap(at: try Self.centre(of: "Sign In", in: host))
        host.type("pw")
        #expect(try Self.centre(of: "••", in: host).x > 0, "the password went to the secure field")
        host.tap(at: try Self.centre(of: "Sign In", in: host))
        #expect(loggedIn.map(\.0) == ["ada"] && loggedIn.map(\.1) == ["pw"])
    }

    /// "A TextField, or SecureField will trigger this action when the user hits the hardware or
    /// software return key."
    @Test func returnRunsTheSubmitAction() throws {
        let viewModel = LoginViewModel()
        let host = ViewHost(SubmitExample(viewModel: viewModel))
        host.tap(at: try Self.centre(of: "Username", in: host))
        host.type("ada")
        #expect(viewModel.logins == 0)
        host.pressKey(.return)
        #expect(viewModel.logins == 1)
    }
}
