import Foundation
@testable import KinemaPreviewServer
import PropertyBased
import Testing

/// The spring sliders: the three groups are one spring, converted by the formulas Apple
/// documents for `Spring` — duration d and bounce b give response d, damping fraction 1 − b
/// (1 / (1 + b) below 0), and at mass 1 stiffness (2π / d)² and damping 4π·ζ / d; mass m,
/// stiffness k and damping c give response 2π√(m / k) and damping fraction c / (2√(km)).
@Suite("Tuning: springs")
struct SpringTuningTests {
    @Test func durationAndBounceGiveTheOtherGroups() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...5), Gen.double(in: -0.9...1)) { d, b in
            let result = TuningResult.compute(.spring(.durationBounce(duration: d, bounce: b)))
            let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
            let p = result.parameters
            #expect(result.notes.isEmpty)
            #expect(close(p["response"], d) && close(p["duration"], d))
            #expect(close(p["dampingFraction"], zeta))
            #expect(close(p["bounce"], b))
            #expect(close(p["mass"], 1))
            // Overdamped, SwiftUI reports m·ω₀²·(2ζ² − 1) (see `Spring.stiffness`).
            #expect(close(p["stiffness"], pow(2 * .pi / d, 2) * (zeta > 1 ? 2 * zeta * zeta - 1 : 1)))
            #expect(close(p["damping"], 4 * .pi * zeta / d))
        }
    }

    @Test func physicalParametersGiveResponseAndDampingFraction() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0.1...10), Gen.double(in: 1...1000), Gen.double(in: 0...100)
        ) { m, k, c in
            let result = TuningResult.compute(.spring(.physical(mass: m, stiffness: k, damping: c)))
            let p = result.parameters
            #expect(close(p["response"], 2 * .pi * (m / k).squareRoot()))
            // SwiftUI reduces over-damping to critical (allowOverDamping defaults to false).
            #expect(close(p["dampingFraction"], min(c / (2 * (k * m).squareRoot()), 1)))
            #expect(close(p["mass"], m) && close(p["stiffness"], k))
        }
    }

    /// Moving one group and then the other with the values it produced gives the same spring.
    @Test func responseGroupRoundTrips() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...5), Gen.double(in: 0...1)) { r, z in
            let first = TuningResult.compute(.spring(.responseDamping(response: r, dampingFraction: z)))
            let again = TuningResult.compute(.spring(.durationBounce(
                duration: first.parameters["duration"]!, bounce: first.parameters["bounce"]!)))
            #expect(close(again.parameters["response"], r))
            #expect(close(again.parameters["dampingFraction"], z))
        }
    }

    @Test func codeIsWrittenInTheMovedGroupsSpelling() {
        let bouncy = TuningResult.compute(.spring(.durationBounce(duration: 0.42, bounce: 0.31)))
        #expect(bouncy.code == ".spring(duration: 0.42, bounce: 0.31)")
        #expect(bouncy.alternatives.contains(".spring(response: 0.42, dampingFraction: 0.69)"))
        // (2π / 0.42)² = 223.8006, 4π·0.69 / 0.42 = 20.6448
        #expect(bouncy.alternatives.contains(".interpolatingSpring(mass: 1, stiffness: 223.801, damping: 20.645)"))
        let response = TuningResult.compute(.spring(.responseDamping(response: 0.5, dampingFraction: 0.7)))
        #expect(response.code == ".spring(response: 0.5, dampingFraction: 0.7)")
        #expect(response.alternatives.first == ".spring(duration: 0.5, bounce: 0.3)")
        let physical = TuningResult.compute(.spring(.physical(mass: 1, stiffness: 100, damping: 10)))
        #expect(physical.code == ".interpolatingSpring(mass: 1, stiffness: 100, damping: 10)")
    }

    @Test func chartAndPreviewComeFromTheSpring() throws {
        let result = TuningResult.compute(.spring(.durationBounce(duration: 0.5, bounce: 0.3)))
        #expect(result.chart.hasPrefix("<svg") || result.chart.hasPrefix("<?xml"))
        #expect(result.chart.contains(".spring(duration: 0.5, bounce: 0.3)"))
        #expect(result.chart.contains("velocity"))
        // The preview starts at rest at 0, overshoots the target (bounce 0.3) and ends near it.
        let values = result.preview.values
        #expect(values.first == 0)
        #expect(try #require(values.max()) > 1.01)
        #expect(abs(try #require(values.last) - 1) < 0.01)
        #expect(result.preview.minimum <= 0 && result.preview.maximum >= values.max()!)
    }

    @Test(arguments: [
        (TuningRequest.SpringInput.durationBounce(duration: 12, bounce: 0.3), "duration 12 s is outside 0.05…5 s: clamped to 5 s"),
        (.durationBounce(duration: 0.5, bounce: -3), "bounce -3 is outside -1…1: clamped to -1"),
        (.responseDamping(response: -1, dampingFraction: 0.5), "response -1 s is outside 0.05…5 s: clamped to 0.05 s"),
        (.physical(mass: 1, stiffness: -100, damping: 10), "stiffness -100 is outside 1…1000: clamped to 1"),
    ])
    func outOfRangeValuesAreClampedWithANote(input: TuningRequest.SpringInput, note: String) {
        let result = TuningResult.compute(.spring(input))
        #expect(result.notes == [note])
        #expect(result.parameters.values.allSatisfy { $0.isFinite })
        #expect(result.preview.values.allSatisfy { $0.isFinite })
    }

    private func close(_ value: Double?, _ expected: Double) -> Bool {
        guard let value else { return false }
        return abs(value - expected) <= 1e-9 * max(1, abs(expected))
    }
}
