import Kinema

// #Preview("In a comment") { Text("no") }
let text = "#Preview(\"In a string\") { }"

#if DEBUG
#Preview("Debug only") { Text("debug") }
#else
#Preview("Release") { Text("release") }
#endif

#Preview("Tab\tand \"quotes\"") { Text("x") }
#Preview("Hello \(name)") { Text("x") }
#Preview(title) { Text("x") }
#Preview(body: { Text("labelled") })
    #Preview { Text("indented") }

enum Catalog {
    #Preview("In a type") { Text("no") }

    struct Nested_Previews: PreviewProvider {
        static var previews: some View { Text("n").previewDisplayName("Nested") }
    }
}

private struct Hidden_Previews: PreviewProvider {
    static var previews: some View { Text("h") }
}

fileprivate enum Outer {
    struct Inner_Previews: PreviewProvider {
        static var previews: some View { Text("i") }
    }
}

struct Later_Previews {}

extension Later_Previews: PreviewProvider {
    static var previews: some View {
        Text("l")
            .padding()
            .previewDisplayName("Later")
            .previewLayout(.sizeThatFits)
    }
}

struct Grouped_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("a").previewDisplayName("A")
            Text("b")
        }
    }
}

struct Returning_Previews: Kinema.PreviewProvider {
    static var previews: some View {
        return Text("r").previewDisplayName("Returned")
    }
}

func helper() {
    struct Local_Previews: PreviewProvider {
        static var previews: some View { Text("no") }
    }
}
