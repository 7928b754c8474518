import Foundation
import Kinema
import Testing

// A particle fountain written as SwiftUI tutorials write one: TimelineView(.animation) around a
// Canvas whose renderer copies the context for each particle, fades it with `opacity`, moves it
// with `translateBy` and fills a small ellipse. Expected positions and opacities are computed
// here from the particles' own motion (straight lines from the centre at constant speed, fading
// out over a second).

private struct Particle {
    let angle: Double
    let speed: Double
    let born: TimeInterval
}

private struct Fountain: View {
    let particles: [Particle] = (0..<20).map { index in
        Particle(angle: Double(index) * .pi / 10, speed: 40 + Double(index), born: Double(index) * 0.05)
    }

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let now = timeline.date.timeIntervalSinceReferenceDate
                for particle in particles {
                    let age = now - particle.born
                    guard age >= 0, age < 1 else { continue }
                    var context = context
                    context.opacity = 1 - age
                    context.translateBy(x: size.width / 2, y: size.height / 2)
                    context.translateBy(
                        x: cos(particle.angle) * particle.speed * age,
                        y: sin(particle.angle) * particle.speed * age)
                    context.fill(Path(ellipseIn: CGRect(x: -4, y: -4, width: 8, height: 8)), with: .color(.blue))
                }
            }
        }
    }
}

@MainActor
@Suite("Canvas as tutorials write it")
struct CanvasTutorialTests {
    @Test(arguments: [0.3, 0.75, 1.2])
    func particlesFlyAndFade(at time: TimeInterval) throws {
        let host = ViewHost(Fountain(), size: CGSize(width: 300, height: 300))
        host.startDate = Date(timeIntervalSinceReferenceDate: 0)
        host.advance(by: time)
        // The timeline shows the latest frame at or before `time` (60 frames a second).
        let shown = (time * 60).rounded(.down) / 60
        let alive = Fountain().particles.filter { shown - $0.born >= 0 && shown - $0.born < 1 && 1 - (shown - $0.born) > 0 }
        let items = host.displayList.items
        #expect(items.count == alive.count)
        for (item, particle) in zip(items, alive) {
            let age = shown - particle.born
            let centre = CGPoint(
                x: 150 + cos(particle.angle) * particle.speed * age, y: 150 + sin(particle.angle) * particle.speed * age)
            let drawn = try #require(item.hostPath).boundingRect
            #expect(close(CGPoint(x: drawn.midX, y: drawn.midY), centre, 1e-6))
            #expect(close(drawn.width, 8, 1e-9))
            #expect(close(item.opacity, 1 - age, 1e-9))
            #expect(item.pathDrawing == .fill(.blue, eoFill: false))
        }
    }
}
