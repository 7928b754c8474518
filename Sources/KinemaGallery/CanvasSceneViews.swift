import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

// A generative animation drawn immediate-mode, as SwiftUI apps draw particles and orbits:
// TimelineView(.animation) rebuilds a Canvas on every frame, and the renderer computes everything
// from the frame's date.

/// Three rings of dots orbiting a pulsing core on a night-sky gradient, alternate rings turning
/// the other way (each ring one path, turned with `rotate(by:)`), each trailed by fading copies of
/// itself; a sine wave runs along the bottom.
struct OrbitingDots: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let time = timeline.date.timeIntervalSinceReferenceDate
                let centre = CGPoint(x: size.width / 2, y: size.height / 2 - 20)
                Self.drawSky(&context, size: size, centre: centre)
                Self.drawRings(&context, centre: centre, time: time)
                Self.drawCore(&context, centre: centre, time: time)
                Self.drawWave(&context, size: size, time: time)
            }
        }
    }

    private static func drawSky(_ context: inout GraphicsContext, size: CGSize, centre: CGPoint) {
        context.fill(
            Path(CGRect(origin: .zero, size: size)),
            with: .radialGradient(
                Gradient(colors: [Color(red: 0.16, green: 0.12, blue: 0.36), Color(red: 0.02, green: 0.02, blue: 0.08)]),
                center: centre, startRadius: 0, endRadius: size.width * 0.75))
    }

    private static func drawRings(_ context: inout GraphicsContext, centre: CGPoint, time: Double) {
        for ring in 0..<3 {
            let radius = 55 + CGFloat(ring) * 42
            let count = 6 + ring * 4
            // Alternate rings turn the other way; outer rings turn more slowly.
            let speed = (ring.isMultiple(of: 2) ? 1.0 : -1.0) * (0.9 - Double(ring) * 0.22)
            let hue = (0.55 + Double(ring) * 0.3).truncatingRemainder(dividingBy: 1)
            context.stroke(
                Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)),
                with: .color(.white.opacity(0.1)), lineWidth: 1)
            for trail in 0..<4 {
                // The ring's dots as one path, turned about the centre; each trailing copy lags
                // behind along the orbit, smaller and fainter.
                var dots = context
                dots.opacity = 1 - Double(trail) * 0.24
                dots.translateBy(x: centre.x, y: centre.y)
                dots.rotate(by: .radians(time * speed - Double(trail) * 0.07 * (speed < 0 ? -1 : 1)))
                let diameter = 9 - CGFloat(trail) * 1.8
                var path = Path()
                for index in 0..<count {
                    let angle = Double(index) / Double(count) * 2 * .pi
                    let size = index.isMultiple(of: 2) ? diameter : diameter * 0.7
                    path.addEllipse(in: CGRect(
                        x: cos(angle) * radius - size / 2, y: sin(angle) * radius - size / 2, width: size, height: size))
                }
                dots.fill(path, with: .color(Color(hue: hue, saturation: 0.6, brightness: 1)))
            }
        }
    }

    private static func drawCore(_ context: inout GraphicsContext, centre: CGPoint, time: Double) {
        let radius = 22 * (1 + 0.15 * sin(time * 3))
        var glow = context
        glow.addFilter(.blur(radius: 6))
        glow.fill(
            Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)),
            with: .radialGradient(
                Gradient(colors: [.white, .orange, Color.orange.opacity(0)]),
                center: centre, startRadius: 0, endRadius: radius))
    }

    private static func drawWave(_ context: inout GraphicsContext, size: CGSize, time: Double) {
        var wave = Path()
        let baseline = size.height - 36
        for step in 0...80 {
            let x = size.width * CGFloat(step) / 80
            let y = baseline + 12 * sin(Double(step) / 80 * 4 * .pi - time * 2.5)
            if step == 0 { wave.move(to: CGPoint(x: x, y: y)) } else { wave.addLine(to: CGPoint(x: x, y: y)) }
        }
        context.stroke(
            wave,
            with: .linearGradient(
                Gradient(colors: [.cyan, .purple, .pink]), startPoint: CGPoint(x: 0, y: baseline),
                endPoint: CGPoint(x: size.width, y: baseline)),
            style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    }
}
