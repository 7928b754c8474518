import SwiftUI
import Testing

// Apple's documentation examples for the views this module gained, unchanged but the import:
// they must compile against Kinema as written, and each one is hosted once so that it runs.
// (Variable declarations an example leaves to its context are added around it.)

// Gauge: "In its most basic form, a gauge displays a single value…"
struct SimpleGauge: View {
    @State private var batteryLevel = 0.4

    var body: some View {
        Gauge(value: batteryLevel) {
            Text("Battery Level")
        }
    }
}

// GroupBox: the end-user agreement.
struct AgreementBox: View {
    let agreementText = "Lorem ipsum dolor sit amet."
    @State private var userAgreed = false

    var body: some View {
        GroupBox(label:
            Label("End-User Agreement", systemImage: "building.columns")
        ) {
            ScrollView(.vertical, showsIndicators: true) {
                Text(agreementText)
                    .font(.footnote)
            }
            .frame(height: 100)
            Toggle(isOn: $userAgreed) {
                Text("I agree to the above terms")
            }
        }
    }
}

// ColorPicker
struct FormattingControls: View {
    @State private var bgColor =
        Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)

    var body: some View {
        VStack {
            ColorPicker("Alignment Guides", selection: $bgColor)
        }
    }
}

// DatePicker: the basic picker, and a label with a subtitle.
struct StartDatePicker: View {
    @State private var date = Date()

    var body: some View {
        DatePicker(
            "Start Date",
            selection: $date,
            displayedComponents: [.date]
        )
    }
}

struct StartDateWithSubtitle: View {
    @State private var date = Date()

    var body: some View {
        DatePicker(selection: $date) {
            Text("Start Date")
            Text("Select the starting date for the event")
        }
    }
}

// TextEditor: plain, then styled.
struct TextEditingView: View {
    @State private var fullText: String = "This is some editable text..."

    var body: some View {
        TextEditor(text: $fullText)
    }
}

struct StyledTextEditingView: View {
    @State private var fullText: String = "This is some editable text..."

    var body: some View {
        TextEditor(text: $fullText)
            .foregroundColor(Color.gray)
            .font(.custom("HelveticaNeue", size: 13))
    }
}

// AsyncImage: the default placeholder, a custom one, and the phases.
struct AsyncImageExamples: View {
    var body: some View {
        VStack {
            AsyncImage(url: URL(string: "https://example.com/icon.png"))
                .frame(width: 200, height: 200)
            AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 50, height: 50)
            AsyncImage(url: URL(string: "https://example.com/icon.png")) { phase in
                if let image = phase.image {
                    image // Displays the loaded image.
                } else if phase.error != nil {
                    Color.red // Indicates an error.
                } else {
                    Color.blue // Acts as a placeholder.
                }
            }
        }
    }
}

// MeshGradient
struct MeshExample: View {
    var body: some View {
        MeshGradient(width: 3, height: 3, points: [
            .init(0, 0), .init(0.5, 0), .init(1, 0),
            .init(0, 0.5), .init(0.5, 0.5), .init(1, 0.5),
            .init(0, 1), .init(0.5, 1), .init(1, 1)
        ], colors: [
            .red, .purple, .indigo,
            .orange, .white, .blue,
            .yellow, .green, .mint
        ])
    }
}

@MainActor
@Suite("Apple's documentation examples of the new controls")
struct AppleDocExamplesControlsTests {
    @Test func everyExampleBuildsAndDraws() {
        let examples: [any View] = [
            SimpleGauge(), AgreementBox(), FormattingControls(), StartDatePicker(), StartDateWithSubtitle(),
            TextEditingView(), StyledTextEditingView(), AsyncImageExamples(), MeshExample(),
        ]
        for example in examples {
            let host = ViewHost(AnyView(example), size: CGSize(width: 390, height: 600))
            #expect(!host.displayList.items.isEmpty, "\(type(of: example)) draws something")
        }
    }

    @Test func asyncImageWithoutContentIsAnAsyncImageOfImage() {
        // SwiftUI declares `init(url:scale:)` where `Content == Image`.
        let image: AsyncImage<Image> = AsyncImage(url: URL(string: "https://example.com/icon.png"))
        let host = ViewHost(image.frame(width: 200, height: 200), size: CGSize(width: 200, height: 200))
        // The grey placeholder fills the frame until the image loads (here, never: no network).
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 200, height: 200))
    }
}
