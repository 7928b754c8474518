import Foundation

// Gradients are views as well as styles, as in SwiftUI: used as a view, a gradient fills the
// space it is offered (a rectangle filled with it), so it can be a background, an overlay or a
// mask on its own.

extension LinearGradient: View {
    /// A rectangle filled with the gradient, taking the space it is offered.
    ///
    /// ```swift
    /// LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
    ///     .frame(width: 200, height: 120)
    /// ```
    public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
    /// A rectangle filled with the gradient, taking the space it is offered.
    ///
    /// ```swift
    /// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)
    /// ```
    public var body: some View { Rectangle().fill(self) }
}

extension EllipticalGradient: View {
    /// A rectangle filled with the gradient, taking the space it is offered.
    ///
    /// ```swift
    /// EllipticalGradient(colors: [.white, .blue])
    /// ```
    public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: View {
    /// A rectangle filled with the gradient, taking the space it is offered.
    ///
    /// ```swift
    /// AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)
    ///     .clipShape(Circle())
    /// ```
    public var body: some View { Rectangle().fill(self) }
}
