import Foundation
import Kinema
import Testing

// A `@State` write is visible to every later read, in the same closure and after it, wherever the
// write happens: SwiftUI's `State.wrappedValue` setter stores the value, and a view update is
// scheduled for later — only the bodies of that update see it as committed. Each case writes
// twice and expects both writes to count, as the same Swift code would on a plain variable.

private struct Point: Equatable {
    var x = 0.0
    var y = 0.0
}

@MainActor
@Suite("State writes are visible to later reads")
struct StateWriteVisibilityTests {
    @Test func twoIncrementsInOnAppear() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("count \(count)").onAppear {
                    count += 1
                    count += 1
                }
            }
        }
        let host = ViewHost(Counter())
        #expect(Fidelity.texts(host) == ["count 2"])
    }

    @Test func twoPropertiesOfOneValueInOnAppear() {
        struct Placed: View {
            @State private var point = Point()
            var body: some View {
                Text("at \(Int(point.x)),\(Int(point.y))").onAppear {
                    point.x = 10
                    point.y = 20
                }
            }
        }
        let host = ViewHost(Placed())
        #expect(Fidelity.texts(host) == ["at 10,20"])
    }

    @Test func aReadAfterAWriteSeesTheWrite() {
        struct Reader: View {
            @State private var value = 1
            @State private var seen = 0
            var body: some View {
                Text("seen \(seen)").onAppear {
                    value = 5
                    seen = value * 2
                }
            }
        }
        let host = ViewHost(Reader())
        #expect(Fidelity.texts(host) == ["seen 10"])
    }

    @Test func twoIncrementsInATapUnderWithAnimation() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("taps \(count)").onTapGesture {
                    withAnimation(.linear(duration: 1)) {
                        count += 1
                        count += 1
                    }
                }
            }
        }
        let host = ViewHost(Counter())
        Fidelity.tap(host, text: "taps")
        #expect(Fidelity.texts(host) == ["taps 2"])
    }

    @Test func twoIncrementsInAnAnimationCompletion() {
        struct Counter: View {
            @State private var scale = 1.0
            @State private var done = 0
            var body: some View {
                Text("done \(done)")
                    .scaleEffect(scale)
                    .onTapGesture {
                        withAnimation(.linear(duration: 0.2)) { scale = 2 } completion: {
                            done += 1
                            done += 1
                        }
                    }
            }
        }
        let host = ViewHost(Counter())
        Fidelity.tap(host, text: "done")
        host.advance(by: 0.5)
        #expect(Fidelity.texts(host) == ["done 2"])
    }

    @Test func twoIncrementsInATask() async {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("task \(count)").task {
                    count += 1
                    count += 1
                }
            }
        }
        let host = ViewHost(Counter())
        await host.play(for: 0.1)
        #expect(Fidelity.texts(host) == ["task 2"])
    }

    @Test func twoWritesThroughABindingInOnAppear() {
        struct Child: View {
            @Binding var count: Int
            var body: some View {
                Text("bound \(count)").onAppear {
                    count += 1
                    count += 1
                }
            }
        }
        struct Parent: View {
            @State private var count = 0
            var body: some View { Child(count: $count) }
        }
        let host = ViewHost(Parent())
        #expect(Fidelity.texts(host) == ["bound 2"])
    }

    @Test func twoIncrementsInOnChange() {
        struct Watcher: View {
            @State private var trigger = false
            @State private var changes = 0
            var body: some View {
                Text("changes \(changes)")
                    .onChange(of: trigger) {
                        changes += 1
                        changes += 1
                    }
                    .onTapGesture { trigger.toggle() }
            }
        }
        let host = ViewHost(Watcher())
        Fidelity.tap(host, text: "changes")
        #expect(Fidelity.texts(host) == ["changes 2"])
    }
}
