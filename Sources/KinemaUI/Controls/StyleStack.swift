import Foundation

/// A control style whose configuration is `Configuration`, as the environment keeps it: what a
/// `toggleStyle`, `labelStyle` or `progressViewStyle` modifier pushes, and the control draws with.
struct AnyStyle<Configuration> {
    let makeBody: @MainActor (Configuration, EnvironmentValues) -> any View

    /// Erases `style`, whose body for a configuration is `body`; the style's `@Environment`
    /// properties see the control's environment.
    @MainActor
    init<S>(_ style: S, body: @escaping @MainActor (S, Configuration) -> any View) {
        makeBody = { configuration, environment in
            attachEnvironment(environment, to: style)
            return body(style, configuration)
        }
    }
}

/// The styles of one kind set above a view, outermost first.
struct StyleStackKey<Configuration>: EnvironmentKey {
    static var defaultValue: [AnyStyle<Configuration>] { [] }
}

extension View {
    /// Pushes `style` onto the stack at `stack` for the views below.
    func pushingStyle<Configuration>(
        _ style: AnyStyle<Configuration>, onto stack: WritableKeyPath<EnvironmentValues, [AnyStyle<Configuration>]>
    ) -> some View {
        modifier(_EnvironmentWritingModifier { $0[keyPath: stack].append(style) })
    }
}

/// The body of a control drawn by the innermost style at `stack` (or `fallback`): the style's
/// own body sees the stack without it, so a style that draws the same kind of control gets the
/// next style out, as SwiftUI's styles compose.
@MainActor
func styledBody<Configuration>(
    _ configuration: Configuration, stack: WritableKeyPath<EnvironmentValues, [AnyStyle<Configuration>]>,
    fallback: @autoclosure () -> AnyStyle<Configuration>, in environment: EnvironmentValues
) -> some View {
    let styles = environment[keyPath: stack]
    let style = styles.last ?? fallback()
    return AnyView(style.makeBody(configuration, environment)).environment(stack, Array(styles.dropLast()))
}
