import Foundation
import KinemaGraph

/// What an `onReceive` modifier keeps: the publisher it subscribed to, its subscription, and the
/// latest action (a new view value's action is the one that runs, without subscribing again).
final class ReceiveState<P: Publisher>: NodeState where P.Failure == Never {
    var publisher: P
    var action: (P.Output) -> Void
    private var cancellable: AnyCancellable?
    /// Bumped whenever the subscription is replaced or ended: a subscription scheduled for an
    /// older one is not made.
    private var generation = 0

    init(publisher: P, action: @escaping (P.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }

    func release(from graph: AttributeGraph) {
        // The view left: nothing more is delivered.
        cancel()
    }

    func cancel() {
        generation += 1
        cancellable?.cancel()
        cancellable = nil
    }

    /// Subscribes, when the update that asked ends (as part of its event): a publisher that
    /// sends on subscription (a `@Published` property's) runs the action there.
    func scheduleSubscription(on engine: ViewEngine) {
        cancel()
        let expected = generation
        engine.scheduleAfterUpdate { [weak self, weak handle = engine.handle] in
            guard let self, let engine = handle?.engine, self.generation == expected else { return }
            self.subscribe(on: engine)
        }
    }

    private func subscribe(on engine: ViewEngine) {
        cancellable = publisher.sink { [weak self, weak handle = engine.handle] value in
            // A value sent on the main thread (views, handlers, the host's timer ticks) is
            // delivered at once, as one event; one from another thread on the main queue's next
            // turn.
            let box = UncheckedSendable(value)
            MainQueue.deliver {
                MainActor.assumeIsolated {
                    guard let self, let engine = handle?.engine else { return }
                    engine.performEvent { self.action(box.value) }
                }
            }
        }
    }
}

/// Runs an action with each value a publisher emits while its view is in the hierarchy.
struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let (state, isNew) = node.state(orMake: { ReceiveState(publisher: publisher, action: action) })
        if isNew {
            state.scheduleSubscription(on: context.engine)
        } else if context.isNewValue {
            state.action = action
            // A different publisher (another timer, another subject) is subscribed afresh; the
            // same source given again keeps its subscription.
            if !PublisherIdentity.isSameSource(state.publisher, publisher) {
                state.publisher = publisher
                state.scheduleSubscription(on: context.engine)
            }
        }
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

/// Whether two publisher values stand for the same source, as SwiftUI compares a view's inputs:
/// objects by identity (a subject, a timer, an `autoconnect()`), values field by field, `Equatable`
/// leaves by `==`. Closures cannot be compared and count as equal (a `map` over the same source
/// keeps its subscription; the newest action still runs).
enum PublisherIdentity {
    /// How deep the comparison looks into nested values before calling them the same.
    static let maximumDepth = 16

    static func isSameSource(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if type(of: lhs) is AnyClass {
            if (lhs as AnyObject) === (rhs as AnyObject) { return true }
            // `eraseToAnyPublisher()` wraps its publisher in a new box each time: two boxes of the
            // same publisher are the same source.
            guard depth < maximumDepth, String(describing: type(of: lhs)).hasPrefix("PublisherBox<") else { return false }
        }
        if lhs is any Equatable { return areEqualIfEquatable(lhs, rhs) }
        guard depth < maximumDepth else { return true }
        let left = Mirror(reflecting: lhs).children.map(\.value)
        let right = Mirror(reflecting: rhs).children.map(\.value)
        guard left.count == right.count else { return false }
        for (l, r) in zip(left, right) where !isSameSource(l, r, depth: depth + 1) {
            return false
        }
        return true
    }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// ```swift
    /// struct Spinner: View {
    ///     @State private var angle = 0.0
    ///     let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    ///
    ///     var body: some View {
    ///         Rectangle()
    ///             .frame(width: 40, height: 40)
    ///             .rotationEffect(.degrees(angle))
    ///             .onReceive(timer) { _ in
    ///                 withAnimation(.linear(duration: 0.5)) { angle += 90 }
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// The subscription starts when the update that adds the view ends and ends when the view
    /// leaves. A publisher that sends when subscribed (a `@Published` property's `$property`, a
    /// ``CurrentValueSubject``) runs `action` then. Each value runs `action` as it is sent, as one
    /// event: the state it changes is applied when the action returns, under the transaction
    /// current where it was changed. A timer's ticks come on the host's virtual clock (see
    /// `Timer.publish(every:tolerance:on:in:options:)`).
    ///
    /// A new view value with the same publisher (the same object, or an equal value) keeps the
    /// subscription and runs its newest `action`; a different publisher — a new `autoconnect()`
    /// made by a parent's body, say — is subscribed afresh (so a timer made in a view's
    /// initializer restarts when its parent's body runs again, as in SwiftUI).
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: The action to perform when an event is emitted by `publisher`. The event
    ///     emitted by publisher is passed as a parameter to `action`.
    /// - Returns: A view that triggers `action` when `publisher` emits an event.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
