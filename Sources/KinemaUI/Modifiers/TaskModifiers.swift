import Foundation
import KinemaGraph

/// What a task modifier keeps: the running task and the id it was started for.
final class TaskState: NodeState {
    var task: Task<Void, Never>?
    var id: AnyHashable?

    func release(from graph: AttributeGraph) {
        // The view left: its task is cancelled, as SwiftUI cancels it.
        task?.cancel()
        task = nil
    }
}

/// Starts an asynchronous action when its view appears (and again when `id` changes), and
/// cancels it when the view disappears.
struct _TaskModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @isolated(any) () async -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let (state, isNew) = node.state(orMake: TaskState.init)
        if isNew || (context.isNewValue && state.id != id) {
            state.task?.cancel()
            state.id = id
            let priority = self.priority
            let action = self.action
            context.engine.scheduleAfterUpdate { [weak state] in
                state?.task = Task(priority: priority) { await action() }
            }
        }
        node.role = .group
        context.updateChildren(of: node, with: [content])
    }
}

extension View {
    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// ```swift
    /// Circle()
    ///     .scaleEffect(pulsing ? 1.2 : 1)
    ///     .task {
    ///         try? await Task.sleep(for: .seconds(0.5))
    ///         withAnimation(.bouncy) { pulsing = true }
    ///     }
    /// ```
    ///
    /// The task starts when the update that adds the view ends, isolated as the code that wrote
    /// it (a view's body: the main actor, so it reads and writes state directly), and is
    /// cancelled when the view leaves.
    ///
    /// > Note: The task runs on Swift's own executors and clocks: `Task.sleep` waits real time,
    /// > not the host's virtual clock. Drive time-based animation with the host's frames
    /// > (`TimelineView`, phase and keyframe animators, `repeatForever`) when a render must be
    /// > deterministic.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes: a
    /// change of `id` cancels the running task and starts a new one.
    ///
    /// ```swift
    /// Text(message).task(id: message) { await announce(message) }
    /// ```
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: AnyHashable(_EquatableBox(value)), priority: priority, action: action))
    }
}

/// An `Equatable` value as a hashable one (every box hashes alike; equality decides).
private struct _EquatableBox<T: Equatable>: Hashable {
    let value: T

    init(_ value: T) {
        self.value = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {}
}
