// `kinema-stress`: Kinema's concurrent paths at once, for ThreadSanitizer and AddressSanitizer
// (Fuzz/README.md). Hosts run on the main actor with `.task` loops that sleep on their virtual
// clocks (the task scheduler takes sleeps from any thread) while detached tasks step animations
// and keyframe timelines, render the hosts' display lists to SVG, and register colours and
// images in the shared registries. Exits 0 when every check held; a sanitizer reports otherwise.
import Foundation
import KinemaCore
import KinemaRender
import KinemaUI

@main
struct Stress {
    @MainActor
    static func main() async {
        let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20
        let renders = RenderQueue()
        let workers = Task.detached {
            await withTaskGroup(of: Void.self) { group in
                for worker in 0..<6 {
                    group.addTask { stepAnimations(seed: worker, count: 2_000) }
                    group.addTask { await renders.drain(worker: worker) }
                    group.addTask { registerSharedResources(worker: worker) }
                }
            }
        }
        await runHosts(rounds: rounds, renders: renders)
        await renders.finish()
        await workers.value
        print("kinema-stress: \(rounds) rounds on 4 hosts, \(await renders.rendered) frames rendered off the main actor")
    }

    /// Springs, curves and keyframes stepped from many tasks at once: value types, no sharing.
    static func stepAnimations(seed: Int, count: Int) {
        let animations: [Animation] = [
            .bouncy, .spring(duration: 0.4, bounce: 0.2), .easeInOut(duration: 0.3).delay(0.05),
            .linear(duration: 0.2).repeatCount(3, autoreverses: true), .snappy.speed(2),
        ]
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(1, duration: 0.2)
                SpringKeyframe(0.5, duration: 0.3, spring: .bouncy)
                LinearKeyframe(2, duration: 0.1)
            }
        }
        var sum = 0.0
        for index in 0..<count {
            let animation = animations[(index + seed) % animations.count]
            var context = AnimationContext<Double>()
            var time = 0.0
            while let value = animation.animate(value: 1.0, time: time, context: &context), time < 5 {
                sum += value
                time += 1.0 / 60
            }
            sum += timeline.value(time: Double(index % 60) / 60)
        }
        precondition(sum.isFinite)
    }

    /// Named colours and images registered while hosts draw them.
    static func registerSharedResources(worker: Int) {
        for index in 0..<200 {
            Color.register(Color(red: Double(index % 255) / 255, green: 0.5, blue: 0.2), named: "stress-\(worker)-\(index % 10)")
            _ = Color.registered(named: "stress-\((worker + 1) % 6)-\(index % 10)")
        }
    }

    @MainActor
    static func runHosts(rounds: Int, renders: RenderQueue) async {
        let hosts = (0..<4).map { index in ViewHost(StressScene(index: index), size: CGSize(width: 200, height: 200)) }
        for round in 0..<rounds {
            for (index, host) in hosts.enumerated() {
                if round % 3 == index % 3 { _ = host.tap(at: CGPoint(x: 100, y: 100)) }
                await host.play(for: 0.1)
                await renders.submit(host.displayList, size: host.size)
            }
        }
    }
}

/// Display lists handed from the main actor to the rendering tasks.
actor RenderQueue {
    private var pending: [(DisplayList, CGSize)] = []
    private var finished = false
    private(set) var rendered = 0

    func submit(_ list: DisplayList, size: CGSize) { pending.append((list, size)) }
    func finish() { finished = true }

    private func take() -> (DisplayList, CGSize)?? {
        if let next = pending.popLast() { return .some(next) }
        return finished ? .none : .some(nil)
    }

    private func count() { rendered += 1 }

    nonisolated func drain(worker: Int) async {
        let renderer = SVGRenderer()
        while true {
            switch await take() {
            case .none: return
            case .some(nil): try? await Task.sleep(for: .milliseconds(2))
            case .some(let job?):
                let svg = renderer.render(job.0, size: job.1)
                precondition(svg.hasPrefix("<"))
                await count()
            }
        }
    }
}

/// A scene with every kind of running animation: a `.task` loop that sleeps and animates, a
/// looping phase animator, a repeating keyframe animator and a tap-driven spring.
struct StressScene: View {
    let index: Int
    @State private var grown = false
    @State private var ticks = 0

    var body: some View {
        VStack(spacing: 4) {
            Circle()
                .fill(Color.blue)
                .frame(width: grown ? 60 : 30, height: 30)
                .onTapGesture { withAnimation(.bouncy) { grown.toggle() } }
            Rectangle()
                .frame(width: 40, height: 10)
                .phaseAnimator([0.5, 1.0, 1.5]) { content, phase in content.scaleEffect(phase) }
            Text("\(ticks)")
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, angle in
                    content.rotationEffect(.degrees(angle))
                } keyframes: { _ in
                    LinearKeyframe(90.0, duration: 0.2)
                    SpringKeyframe(0.0, duration: 0.3, spring: .bouncy)
                }
                .foregroundStyle(Color(index % 2 == 0 ? "stress-0-1" : "stress-1-2"))
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(0.05))
                withAnimation(.snappy) { ticks += 1 }
            }
        }
    }
}
