import Foundation
import KinemaPlotting
import PropertyBased
import Testing

/// `kinema plot`'s default file names: readable, safe on every file system, and different for
/// different animations (`spring(duration:1)` and `spring(duration:-1)` used to share one).
@Suite("plot file names")
struct PlotFileNameTests {
    @Test(arguments: [
        ("spring(duration:0.3,bounce:0.7)", "spring-duration-0.3-bounce-0.7"),
        ("spring(duration: 0.3, bounce: 0.7).delay(0.1)", "spring-duration-0.3-bounce-0.7-delay-0.1"),
        ("spring(duration:-1)", "spring-duration-minus1"),
        ("spring(duration: 1)", "spring-duration-1"),
        ("bouncy.delay(2e-1)", "bouncy-delay-2e-minus1"),
        ("keyframes:reaction", "keyframes-reaction"),
        (".bouncy", "bouncy"),
        ("((()))", "plot"),
    ])
    func namesReadLikeTheAnimation(text: String, name: String) {
        #expect(PlotFileName.name(for: text) == name)
    }

    @Test func aMinusSignGivesAnotherName() {
        #expect(PlotFileName.name(for: "spring(bounce:-0.5)") != PlotFileName.name(for: "spring(bounce:0.5)"))
        #expect(PlotFileName.name(for: "timingCurve(0,-1,1,1)") != PlotFileName.name(for: "timingCurve(0,1,1,1)"))
    }

    @Test func longNamesEndInAHashAndStayDistinct() {
        let a = "spring(duration: 0.5)" + String(repeating: ".delay(0.1)", count: 20) + ".speed(2)"
        let b = "spring(duration: 0.5)" + String(repeating: ".delay(0.1)", count: 20) + ".speed(3)"
        let nameA = PlotFileName.name(for: a), nameB = PlotFileName.name(for: b)
        #expect(nameA.count == 100 && nameB.count == 100)
        #expect(nameA != nameB)
        #expect(nameA.range(of: "-[0-9a-f]{8}$", options: .regularExpression) != nil, "\(nameA)")
    }

    /// Over random animations: two texts get the same name exactly when they are the same text
    /// once white space is removed; every name is at most 100 safe characters.
    @Test func namesAreUniquePerAnimation() async {
        let number = zip(Gen.int(in: -30...30), Gen.int(in: 0...2)).map { value, decimals -> String in
            decimals == 0 ? String(value) : String(format: "%.\(decimals)f", Double(value) / 7)
        }
        let base = zip(Gen.int(in: 0...3), number, number, number).map { kind, a, b, c -> String in
            switch kind {
            case 0: "spring(duration:\(a),bounce:\(b))"
            case 1: "timingCurve(\(a),\(b),\(c),1,duration:\(a))"
            case 2: "interpolatingSpring(mass:\(a),stiffness:\(b),damping:\(c))"
            default: "bouncy(duration:\(a),extraBounce:\(b)).delay(\(c))"
            }
        }
        let spaced = zip(base, Gen.bool).map { text, spaced in
            spaced ? text.replacingOccurrences(of: ",", with: ", ").replacingOccurrences(of: ":", with: ": ") : text
        }
        await propertyCheck(count: 300, input: spaced, spaced) { a, b in
            let same = a.filter { !$0.isWhitespace } == b.filter { !$0.isWhitespace }
            #expect((PlotFileName.name(for: a) == PlotFileName.name(for: b)) == same, "\(a) / \(b)")
            let name = PlotFileName.name(for: a)
            #expect(name.count <= 100)
            #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) })
        }
    }
}
