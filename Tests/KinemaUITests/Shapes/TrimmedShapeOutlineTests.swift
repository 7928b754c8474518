import Foundation
import Kinema
import Testing

/// A trimmed shape keeps its measured outline by the shape's value and rectangle: whatever is
/// kept, a trim must equal trimming the shape's own path, for every value and size, including
/// shapes whose stored properties do not animate and shapes that are not plain data.
@Suite("Trimmed shape outlines")
struct TrimmedShapeOutlineTests {
    /// A regular polygon: its side count is stored, not animatable.
    struct Polygon: Shape {
        var sides: Int
        func path(in rect: CGRect) -> Path {
            var path = Path()
            for index in 0..<sides {
                let angle = Double(index) / Double(sides) * 2 * .pi
                let point = CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
    }

    /// Not plain data: the outline comes from a closure.
    struct Drawn: Shape {
        var make: @Sendable (CGRect) -> Path
        func path(in rect: CGRect) -> Path { make(rect) }
    }

    @Test func aTrimEqualsTrimmingTheShapesPath() {
        let rects = [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 10, y: 5, width: 40, height: 80)]
        for sides in 3...6 {
            for rect in rects {
                for (from, to) in [(0.0, 0.5), (0.25, 0.75), (0.1, 1.0), (0.0, 1.0)] {
                    let shape = Polygon(sides: sides)
                    let expected = shape.path(in: rect).trimmedPath(from: from, to: to)
                    // Twice: the second comes from what the first kept.
                    #expect(shape.trim(from: from, to: to).path(in: rect) == expected)
                    #expect(shape.trim(from: from, to: to).path(in: rect) == expected)
                }
            }
        }
        // The same fractions of different polygons differ.
        let rect = rects[0]
        #expect(Polygon(sides: 3).trim(from: 0, to: 0.5).path(in: rect) != Polygon(sides: 4).trim(from: 0, to: 0.5).path(in: rect))
    }

    @Test func shapesThatAreNotPlainDataAreMeasuredFromTheirPath() {
        let rect = CGRect(x: 0, y: 0, width: 50, height: 50)
        let square = Drawn { Path($0) }
        let circle = Drawn { Path(ellipseIn: $0) }
        #expect(square.trim(from: 0, to: 0.25).path(in: rect) == Path(rect).trimmedPath(from: 0, to: 0.25))
        #expect(circle.trim(from: 0, to: 0.25).path(in: rect) == Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.25))
    }

    @Test func degenerateFractionsAndRectanglesDrawNothingOrTheWhole() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Circle().trim(from: 0.5, to: 0.5).path(in: rect).isEmpty)
        #expect(Circle().trim(from: .nan, to: 1).path(in: rect).isEmpty)
        #expect(Circle().trim(from: 0, to: 1).path(in: rect) == Circle().path(in: rect))
        #expect(Circle().trim(from: 0, to: 0.5).path(in: .zero).isEmpty)
        #expect(Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isEmpty)
    }
}
