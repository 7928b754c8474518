import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

// Scenes that draw with shapes, strokes, gradients and effects, written as SwiftUI apps write
// them: a trimmed-stroke loader, an `Animatable` custom shape and a hue-cycling gradient mask.

// MARK: - A loader drawn by trimming a stroke

/// A ring whose visible arc grows and shrinks while it turns: a phase animator loops through
/// the phases on its own (no trigger), each phase animating the trim's end and the rotation.
struct TrimLoader: View {
    enum Phase: CaseIterable {
        case start, grow, shrink

        var end: CGFloat {
            switch self {
            case .start: 0.05
            case .grow: 0.75
            case .shrink: 0.05
            }
        }

        var turns: Double {
            switch self {
            case .start: 0
            case .grow: 0.5
            case .shrink: 1
            }
        }
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 14)
            PhaseAnimator(Phase.allCases) { phase in
                Circle()
                    .trim(from: 0, to: phase.end)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .rotationEffect(.degrees(360 * phase.turns - 90))
            } animation: { phase in
                phase == .start ? .linear(duration: 0.01) : .easeInOut(duration: 0.8)
            }
        }
        .frame(width: 160, height: 160)
    }
}

// MARK: - An Animatable custom shape

/// A regular polygon whose number of sides is animatable: `path(in:)` runs on every frame with
/// the interpolated, fractional count, so the outline morphs from a triangle to an octagon.
struct Polygon: Shape {
    var sides: Double

    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let count = max(Int(sides.rounded(.up)), 3)
        var path = Path()
        for index in 0..<count {
            // Fractional counts place the last corner part-way, so the outline changes smoothly.
            let angle = Double(index) * 2 * .pi / max(sides, 3) - .pi / 2
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// Tap: the polygon goes from 3 to 8 sides, filled and outlined.
struct MorphingPolygon: View {
    @State private var many = false
    var body: some View {
        Polygon(sides: many ? 8 : 3)
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            .overlay(Polygon(sides: many ? 8 : 3).stroke(Color.black.opacity(0.3), lineWidth: 6))
            .frame(width: 220, height: 220)
            .onTapGesture { withAnimation(.easeInOut(duration: 1.5)) { many.toggle() } }
    }
}

// MARK: - A gradient, masked by text, cycling its hues

/// Tap: the gradient behind the word turns through every hue forever, while the word breathes
/// (a blur that comes and goes).
struct HueCycle: View {
    @State private var cycling = false
    var body: some View {
        LinearGradient(colors: [.red, .orange, .yellow], startPoint: .leading, endPoint: .trailing)
            .frame(width: 320, height: 120)
            .mask {
                Text("Kinema")
                    .font(.system(size: 72, weight: .bold))
            }
            .hueRotation(.degrees(cycling ? 360 : 0))
            .blur(radius: cycling ? 1 : 0)
            .scaleEffect(cycling ? 1.08 : 1)
            .onTapGesture {
                withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { cycling = true }
            }
    }
}

// MARK: - Rows that come and go with transitions

/// Each tap on "Add" inserts a row at the top, moving in from the leading edge and fading in,
/// under a bouncy spring; past four rows the last one leaves, shrinking and fading, while the
/// others move to their new places.
struct TransitionList: View {
    @State private var rows = [2, 1]
    @State private var next = 3

    var body: some View {
        VStack(spacing: 8) {
            Text("Add")
                .font(.headline)
                .padding(8)
                .background(Capsule().fill(Color.blue.opacity(0.2)))
                .onTapGesture {
                    withAnimation(.bouncy) {
                        rows.insert(next, at: 0)
                        next += 1
                        if rows.count > 4 { rows.removeLast() }
                    }
                }
            ForEach(rows, id: \.self) { row in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color(hue: Double(row % 6) / 6, saturation: 0.55, brightness: 0.95))
                    .frame(width: 220, height: 40)
                    .overlay(Text("Row \(row)").font(.body.bold()))
                    .transition(.asymmetric(
                        insertion: .move(edge: .leading).combined(with: .opacity),
                        removal: .scale.combined(with: .opacity)))
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .padding(.top, 40)
    }
}
