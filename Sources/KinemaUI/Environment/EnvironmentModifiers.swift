import Foundation
import Observation

/// Writes into the environment of its content.
struct _EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        var environment = context.environment
        transform(&environment)
        context.environment = environment
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    ///
    /// ```swift
    /// Avatar().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Transforms the environment value of the specified key path with the given function.
    ///
    /// ```swift
    /// Text("Big").transformEnvironment(\.dynamicTypeSize) { $0 = max($0, .xLarge) }
    /// ```
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Places an observable object in the view's environment, for `@Environment(T.self)`.
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentWritingModifier { $0[ObservableObjectKey<T>.self] = object })
    }

    /// Adds a condition that controls whether users can interact with this view (it sets
    /// `isEnabled` to `false` below it when `disabled` is `true`).
    ///
    /// ```swift
    /// Button("Send") { send() }.disabled(message.isEmpty)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }

    /// Sets the preferred color scheme for this presentation: Kinema sets the environment's
    /// `colorScheme` below the view (a `nil` scheme leaves it as it is).
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_EnvironmentWritingModifier { if let colorScheme { $0.colorScheme = colorScheme } })
    }

    /// Sets the Dynamic Type size within the view to the given value.
    ///
    /// ```swift
    /// Text("Hello").dynamicTypeSize(.xxLarge)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentWritingModifier { $0.dynamicTypeSize = size })
    }

    /// Limits the Dynamic Type size within the view to the given range.
    ///
    /// ```swift
    /// Text("Hello").dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(_EnvironmentWritingModifier { environment in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lowest = all.first, let highest = all.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
        })
    }
}
