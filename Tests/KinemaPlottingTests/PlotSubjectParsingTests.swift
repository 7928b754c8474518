import Foundation
import Kinema
import KinemaPlotting
import Testing

/// The animation a text parses to, failing the test for anything else.
private func animation(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Animation? {
    guard case .animation(let animation) = try PlotSubject.parse(text) else {
        Issue.record("'\(text)' is not an animation", sourceLocation: sourceLocation)
        return nil
    }
    return animation
}

/// The message `PlotSubject.parse` throws for `text`, or `nil` when it parses.
private func parseError(_ text: String) -> String? {
    do {
        _ = try PlotSubject.parse(text)
        return nil
    } catch let error as PlotSubject.ParseError {
        return error.message
    } catch {
        return "unexpected error type: \(error)"
    }
}

@Suite("PlotSubject.parse")
struct PlotSubjectParsingTests {
    // MARK: - Animations

    static let animations: [(String, Animation)] = [
        ("bouncy", .bouncy),
        ("smooth", .smooth),
        ("snappy", .snappy),
        ("default", .default),
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInOut", .easeInOut),
        ("spring", .spring),
        ("interactiveSpring", .interactiveSpring),
        ("interpolatingSpring", .interpolatingSpring),
        ("easeInOut(duration:1)", .easeInOut(duration: 1)),
        ("linear(duration: 0.5)", .linear(duration: 0.5)),
        ("easeIn(duration: 2)", .easeIn(duration: 2)),
        ("easeOut(duration: 1e-1)", .easeOut(duration: 0.1)),
        ("spring(duration:0.3,bounce:0.7)", .spring(duration: 0.3, bounce: 0.7)),
        ("spring(response:0.5,dampingFraction:0.8)", .spring(response: 0.5, dampingFraction: 0.8)),
        ("spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0.2)",
         .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0.2)),
        ("spring()", .spring()),
        ("spring(bounce: -0.2)", .spring(bounce: -0.2)),
        ("spring(.bouncy)", .spring(.bouncy)),
        ("spring(Spring(duration: 0.4, bounce: 0.2), blendDuration: 0.1)",
         .spring(Spring(duration: 0.4, bounce: 0.2), blendDuration: 0.1)),
        ("interpolatingSpring(stiffness:170,damping:15)", .interpolatingSpring(stiffness: 170, damping: 15)),
        ("interpolatingSpring(mass: 2, stiffness: 170, damping: 15, initialVelocity: 1)",
         .interpolatingSpring(mass: 2, stiffness: 170, damping: 15, initialVelocity: 1)),
        ("interpolatingSpring(duration: 0.5, bounce: 0.3)", .interpolatingSpring(duration: 0.5, bounce: 0.3)),
        ("interpolatingSpring(.snappy)", .interpolatingSpring(.snappy)),
        ("interactiveSpring(response: 0.2)", .interactiveSpring(response: 0.2)),
        ("interactiveSpring(duration: 0.2, extraBounce: 0.1)", .interactiveSpring(duration: 0.2, extraBounce: 0.1)),
        ("bouncy(duration:0.4,extraBounce:0.1)", .bouncy(duration: 0.4, extraBounce: 0.1)),
        ("smooth(extraBounce: 0.1)", .smooth(extraBounce: 0.1)),
        ("snappy(duration: 0.3)", .snappy(duration: 0.3)),
        ("timingCurve(0.25,0.1,0.25,1,duration:0.5)", .timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5)),
        ("timingCurve(0.25, 0.1, 0.25, 1)", .timingCurve(0.25, 0.1, 0.25, 1)),
        ("timingCurve(.circularEaseIn, duration: 0.5)", .timingCurve(.circularEaseIn, duration: 0.5)),
        ("timingCurve(UnitCurve.easeIn.inverse)", .timingCurve(UnitCurve.easeIn.inverse)),
        ("linear(duration: 1_000)", .linear(duration: 1000)),
    ]

    @Test(arguments: animations)
    func readsAnimationsAsWrittenInSwift(text: String, expected: Animation) throws {
        #expect(try animation(text) == expected)
    }

    static let modified: [(String, Animation)] = [
        ("easeIn.delay(0.2)", Animation.easeIn.delay(0.2)),
        ("bouncy.speed(2)", Animation.bouncy.speed(2)),
        ("easeInOut.repeatCount(3)", Animation.easeInOut.repeatCount(3)),
        ("easeInOut.repeatCount(3,autoreverses:false)", Animation.easeInOut.repeatCount(3, autoreverses: false)),
        ("linear.repeatForever()", Animation.linear.repeatForever()),
        ("linear.repeatForever(autoreverses: false)", Animation.linear.repeatForever(autoreverses: false)),
        ("snappy.logicallyComplete(after: 0.2)", Animation.snappy.logicallyComplete(after: 0.2)),
        ("spring(duration: 0.3, bounce: 0.7).delay(0.2).repeatCount(2, autoreverses: false).speed(2)",
         Animation.spring(duration: 0.3, bounce: 0.7).delay(0.2).repeatCount(2, autoreverses: false).speed(2)),
    ]

    @Test(arguments: modified)
    func readsModifiersInOrder(text: String, expected: Animation) throws {
        #expect(try animation(text) == expected)
    }

    @Test(arguments: [
        ".bouncy", "Animation.bouncy", "  bouncy  ", "\tbouncy\n",
    ])
    func acceptsALeadingDotTheTypeNameAndSurroundingWhitespace(text: String) throws {
        #expect(try animation(text) == .bouncy)
    }

    @Test func ignoresWhitespaceBetweenTokens() throws {
        #expect(try animation(" spring ( duration : 0.3 , bounce : 0.7 ) . delay ( 0.2 ) ")
            == Animation.spring(duration: 0.3, bounce: 0.7).delay(0.2))
    }

    @Test func barePresetsAndEmptyArgumentListsAgree() throws {
        // As in Swift: `spring()` and `spring` are the same spring; `bouncy()` is `bouncy`.
        #expect(try animation("spring()") == animation("spring"))
        #expect(try animation("bouncy()") == .bouncy)
    }

    // MARK: - Springs, curves and keyframes

    static let springs: [(String, Spring)] = [
        ("Spring(duration:0.5,bounce:0.3)", Spring(duration: 0.5, bounce: 0.3)),
        ("Spring()", Spring()),
        ("Spring(response: 0.5, dampingRatio: 0.7)", Spring(response: 0.5, dampingRatio: 0.7)),
        ("Spring(mass: 2, stiffness: 100, damping: 10)", Spring(mass: 2, stiffness: 100, damping: 10)),
        ("Spring(stiffness: 100, damping: 30, allowOverDamping: true)",
         Spring(stiffness: 100, damping: 30, allowOverDamping: true)),
        ("Spring(settlingDuration: 1, dampingRatio: 0.8)", Spring(settlingDuration: 1, dampingRatio: 0.8)),
        ("Spring.bouncy", .bouncy),
        ("Spring.smooth", .smooth),
        ("Spring.snappy(duration: 0.3)", .snappy(duration: 0.3)),
        ("Spring.bouncy(duration: 0.4, extraBounce: 0.1)", .bouncy(duration: 0.4, extraBounce: 0.1)),
    ]

    @Test(arguments: springs)
    func readsSprings(text: String, expected: Spring) throws {
        guard case .spring(let spring) = try PlotSubject.parse(text) else {
            Issue.record("'\(text)' is not a spring")
            return
        }
        #expect(spring == expected)
    }

    static let curves: [(String, UnitCurve)] = [
        ("bezier(0.25,0.1,0.25,1)",
         .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))),
        (".bezier(0.42, 0, 0.58, 1)", .easeInOut),
        ("UnitCurve.linear", .linear),
        ("UnitCurve.easeIn", .easeIn),
        ("UnitCurve.easeOut", .easeOut),
        ("UnitCurve.easeInOut", .easeInOut),
        ("UnitCurve.circularEaseIn", .circularEaseIn),
        ("UnitCurve.circularEaseOut", .circularEaseOut),
        ("UnitCurve.circularEaseInOut", .circularEaseInOut),
        ("UnitCurve.easeIn.inverse", UnitCurve.easeIn.inverse),
        ("UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))",
         .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))),
        ("UnitCurve(startControlPoint: .init(x: 0.42, y: 0), endControlPoint: .init(x: 1, y: 1))", .easeIn),
    ]

    @Test(arguments: curves)
    func readsUnitCurves(text: String, expected: UnitCurve) throws {
        guard case .curve(let curve) = try PlotSubject.parse(text) else {
            Issue.record("'\(text)' is not a curve")
            return
        }
        #expect(curve == expected)
    }

    @Test(arguments: ["keyframes:reaction", " keyframes : reaction "])
    func readsTheReactionKeyframesByName(text: String) throws {
        guard case .keyframes(let name, let tracks) = try PlotSubject.parse(text) else {
            Issue.record("'\(text)' is not keyframes")
            return
        }
        #expect(name == "reaction")
        #expect(tracks.map(\.name) == ["angle (°)", "vertical stretch", "scale", "vertical offset"])
        #expect(PlotSubject.keyframeTimelineNames == ["reaction"])
        #expect(PlotSubject.keyframeTracks(named: "nothing") == nil)
    }

    // MARK: - Errors

    static let errors: [(String, String)] = [
        ("bounce", "unknown animation 'bounce' — did you mean 'bouncy'?"),
        ("easeinout", "unknown animation 'easeinout' — did you mean 'easeInOut'?"),
        ("sprung(duration: 1)", "unknown animation 'sprung' — did you mean 'spring'?"),
        ("wobble",
         "unknown animation 'wobble'; expected one of: default, linear, easeIn, easeOut, easeInOut, timingCurve, "
            + "spring, smooth, snappy, bouncy, interactiveSpring, interpolatingSpring"),
        ("", "empty animation; expected a name such as 'bouncy' or 'spring(duration: 0.3, bounce: 0.7)'"),
        ("   ", "empty animation; expected a name such as 'bouncy' or 'spring(duration: 0.3, bounce: 0.7)'"),
        ("spring(duraton: 0.3)", "unknown label 'duraton:' in spring(…) — did you mean 'duration:'?"),
        ("linear(durration: 1)", "unknown label 'durration:' in linear(duration:) — did you mean 'duration:'?"),
        ("linear(0.5)", "missing label 'duration:' before '0.5' in linear(duration:)"),
        ("linear()", "missing 'duration:' in linear(duration:)"),
        ("linear(duration: fast)", "'duration:' of linear(duration:) must be a number, not 'fast'"),
        ("linear(duration: true)", "'duration:' of linear(duration:) must be a number, not 'true'"),
        ("linear(duration: 0.5.2)", "bad number '0.5.2' at column 18"),
        ("linear(duration: 1x)", "bad number '1x' at column 18"),
        ("linear(duration: 1e999)", "number '1e999' at column 18 is too large"),
        ("linear(duration: .5)", "bad number '5' at column 19: write a digit before the point, as in 0.5"),
        ("linear(duration: 1, duration: 2)", "'duration:' is repeated or out of order in linear(duration:)"),
        ("spring(duration: 0.3, dampingFraction: 0.5)",
         "no spring takes (duration:dampingFraction:); expected spring(duration:bounce:blendDuration:), "
            + "spring(response:dampingFraction:blendDuration:) or spring(_:blendDuration:)"),
        ("spring(bounce: 0.3, duration: 0.5)",
         "'duration:' is repeated or out of order in spring(duration:bounce:blendDuration:)"),
        ("spring(duration: true)", "'duration:' of spring(duration:bounce:blendDuration:) must be a number, not 'true'"),
        ("spring(.bounce)", "unknown spring 'bounce' — did you mean 'bouncy'?"),
        ("spring(0.5)",
         "argument 1 of spring(_:blendDuration:) must be a Spring such as .bouncy or Spring(duration: 0.5, bounce: 0.3), not '0.5'"),
        ("interpolatingSpring(stiffness: 170)", "missing 'damping:' in interpolatingSpring(mass:stiffness:damping:initialVelocity:)"),
        ("easeIn.dealy(0.2)", "unknown modifier '.dealy' — did you mean '.delay'?"),
        ("easeIn.wiggle(1)",
         "unknown modifier '.wiggle'; expected one of: .delay, .speed, .repeatCount, .repeatForever, .logicallyComplete"),
        ("easeIn.delay", "'.delay' needs parentheses: delay(_:)"),
        ("easeIn.delay(after: 1)", "unknown label 'after:' in delay(_:)"),
        ("easeIn.repeatCount(2.5)", "'repeatCount' (argument 1) of repeatCount(_:autoreverses:) must be a whole number, not '2.5'"),
        ("easeIn.repeatCount(3, autoreverses: 1)",
         "'autoreverses:' of repeatCount(_:autoreverses:) must be true or false, not '1'"),
        ("easeIn.repeatForever(false)", "unexpected unlabelled argument 'false' in repeatForever(autoreverses:)"),
        ("circularEaseIn",
         "'circularEaseIn' is a UnitCurve, not an animation: write 'UnitCurve.circularEaseIn', "
            + "or 'timingCurve(.circularEaseIn, duration: 0.35)' to animate with it"),
        ("delay(0.2)", "'delay' modifies an animation: write it after one, as in 'easeIn.delay(…)'"),
        ("default(duration: 1)", "'default' takes no arguments: write 'default' without parentheses"),
        ("timingCurve", "'timingCurve' needs arguments: timingCurve(_:_:_:_:duration:) or timingCurve(_:duration:)"),
        ("Animation", "expected a member after 'Animation', as in 'Animation.bouncy'"),
        ("Spring", "expected a Spring such as .bouncy or Spring(duration: 0.5, bounce: 0.3), not 'Spring'"),
        ("Spring(duration: 0.5).delay(1)", "unexpected '.delay' after 'Spring(…)'"),
        ("Spring.bounzy", "unknown spring 'bounzy' — did you mean 'bouncy'?"),
        ("Spring(response: 0.5)", "missing 'dampingRatio:' in Spring(response:dampingRatio:)"),
        ("UnitCurve.easeInn", "unknown curve 'easeInn' — did you mean 'easeIn'?"),
        ("UnitCurve.easeIn.reversed", "unexpected '.reversed' after a UnitCurve; only '.inverse' may follow one"),
        ("UnitCurve", "expected a curve after 'UnitCurve', as in 'UnitCurve.easeIn'"),
        ("UnitCurve.easeIn(duration: 1)", "'UnitCurve.easeIn' takes no arguments: write 'UnitCurve.easeIn' without parentheses"),
        ("bezier", "'bezier' needs arguments: bezier(startControlPoint:endControlPoint:) or bezier(_:_:_:_:)"),
        ("bezier(0.25, 0.1, 0.25)", "missing argument 4 in bezier(_:_:_:_:)"),
        ("keyframes:reactoin", "unknown keyframes 'reactoin' — did you mean 'reaction'?"),
        ("keyframes:hop", "unknown keyframes 'hop'; expected one of: reaction"),
        ("keyframes:", "expected a keyframes name after 'keyframes:', one of: reaction"),
        ("bouncy)", "unexpected ')' at column 7 after 'bouncy'"),
        ("bouncy bouncy", "unexpected 'bouncy' at column 8 after 'bouncy'"),
        ("bouncy # fun", "unexpected character '#' at column 8"),
        ("spring(duration: 0.3", "expected ',' or ')' in the arguments of 'spring', found the end"),
        ("spring(duration:)", "expected a value after 'duration:', found ')' at column 17"),
        ("easeIn.", "expected a name, found the end"),
    ]

    @Test(arguments: errors)
    func reportsOneClearLine(text: String, expected: String) {
        let message = parseError(text)
        #expect(message == expected)
        #expect(message?.contains("\n") == false)
    }

    @Test func subjectsDescribeThemselvesAsKinemaWritesThem() throws {
        #expect(try PlotSubject.parse("bezier(0.25, 0.1, 0.25, 1)").description == "UnitCurve.bezier(0.25, 0.1, 0.25, 1)")
        #expect(try PlotSubject.parse("UnitCurve.easeIn").description == "UnitCurve.easeIn")
        // An animation describes itself as SwiftUI does: easeInOut is a BezierAnimation whose solver
        // has the coefficients of docs/research/swiftui_reference_output.txt, section B.
        #expect(try PlotSubject.parse("easeInOut(duration: 1)").description
            == "BezierAnimation(duration: 1.0, curve: UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(try PlotSubject.parse("keyframes:reaction").description == "keyframes:reaction")
    }

    @Test func errorsDescribeThemselvesByTheirMessage() {
        let error = PlotSubject.ParseError("unknown animation 'x'")
        #expect(error.description == "unknown animation 'x'")
        #expect(error.localizedDescription == "unknown animation 'x'")
    }
}
