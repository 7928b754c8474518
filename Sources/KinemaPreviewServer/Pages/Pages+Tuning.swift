import Foundation

extension Pages {
    /// The tuning panel: spring sliders in three equivalent groups, a Bézier curve editor and a
    /// keyframe table (`tuning.mustache`, `tuning.js`). The page only sends what moved and
    /// displays what the server computes; `window.kinema` holds the last result (`code`,
    /// `parameters`, `chart`, `notes`), the number of results, and any errors.
    static func tuning() -> String {
        struct Group {
            var id: String
            var title: String
            var sliders: [Slider]
        }
        struct Model {
            var springGroups: [Group]
            var curveDuration: Slider
        }
        let model = Model(
            springGroups: [
                Group(id: "durationBounce", title: "Duration and bounce", sliders: [
                    Slider("duration", "duration (s)", 0.05, 5, 0.01, 0.5),
                    Slider("bounce", "bounce", -1, 1, 0.01, 0.3),
                ]),
                Group(id: "responseDamping", title: "Response and damping fraction", sliders: [
                    Slider("response", "response (s)", 0.05, 5, 0.01, 0.5),
                    Slider("dampingFraction", "damping fraction", 0, 2, 0.01, 0.7),
                ]),
                Group(id: "physical", title: "Mass, stiffness, damping", sliders: [
                    Slider("mass", "mass", 0.1, 10, 0.1, 1),
                    Slider("stiffness", "stiffness", 1, 1000, 0.1, 157.9),
                    Slider("damping", "damping", 0, 100, 0.1, 17.6),
                ]),
            ],
            curveDuration: Slider("curveDuration", "duration (s)", 0.05, 5, 0.01, 0.5))
        return page(title: "Tuning — Kinema preview", body: render("tuning", model), scripts: [tuningScript])
    }

    /// A labelled range input with its value beside it (`slider.mustache`).
    private struct Slider {
        var id: String
        var label: String
        var low: Double
        var high: Double
        var step: Double
        var value: Double

        init(_ id: String, _ label: String, _ low: Double, _ high: Double, _ step: Double, _ value: Double) {
            (self.id, self.label, self.low, self.high, self.step, self.value) = (id, label, low, high, step, value)
        }
    }
}
