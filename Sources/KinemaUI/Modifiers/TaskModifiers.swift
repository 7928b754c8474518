import Foundation
import KinemaGraph

/// What a task modifier keeps: the running task and the id it was started for.
final class TaskState: NodeState {
    var task: Task<Void, Never>?
    var id: AnyHashable?
    /// The task's token in the host's scheduler, while it runs there.
    private var token: Int?
    private weak var scheduler: TaskScheduler?

    func release(from graph: AttributeGraph) {
        // The view left: its task is cancelled, as SwiftUI cancels it.
        cancel()
    }

    /// The host went (its nodes go with its engine, without leaving one by one): the task is
    /// cancelled as if its view had left. A task sleeping on the host's clock holds the
    /// scheduler (its preferred executor) and the scheduler holds the task's sleep; neither would
    /// ever end otherwise, and the task would keep the scheduler, the host's timers and whatever
    /// its action captured.
    deinit {
        task?.cancel()
        if let token { scheduler?.cancel(token) }
    }

    func cancel() {
        task?.cancel()
        task = nil
        if let token { scheduler?.cancel(token) }
        token = nil
    }

    /// Starts `action` with the host's scheduler as its preferred executor, so its sleeps wait
    /// for the host's virtual clock.
    func start(
        _ action: sending @escaping @isolated(any) () async -> Void,
        priority: TaskPriority, on scheduler: TaskScheduler
    ) {
        #if compiler(>=6.3)
        if #available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *) {
            let token = scheduler.register()
            self.token = token
            self.scheduler = scheduler
            task = Task(executorPreference: scheduler, priority: priority) {
                await TaskScheduler.$token.withValue(token) { await action() }
                scheduler.finish(token)
            }
            return
        }
        #endif
        task = Task(priority: priority) { await action() }
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
            state.cancel()
            state.id = id
            let priority = self.priority
            let action = self.action
            let scheduler = context.engine.tasks
            context.engine.scheduleAfterUpdate { [weak state] in
                state?.start(action, priority: priority, on: scheduler)
            }
        }
        node.role = .group
        context.updateChild(of: node, with: content)
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
    /// In a ``ViewHost``, `Task.sleep` inside the action waits for the host's virtual clock, so
    /// a loop that sleeps and then animates runs the same way every time: drive the host with
    /// ``ViewHost/play(for:)``, which lets the woken task run at the virtual time it wakes (see
    /// <doc:Tasks>).
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
