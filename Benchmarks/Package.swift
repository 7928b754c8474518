// swift-tools-version: 6.1
import PackageDescription

// Kinema's benchmarks: a separate package so that package-benchmark (and its malloc interposer)
// never becomes a dependency of Kinema itself. Run with `swift package benchmark` from this
// directory; see README.md.
let package = Package(
    name: "KinemaBenchmarks",
    dependencies: [
        .package(name: "Kinema", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Scenes shared by the benchmarks and the profiling program.
        .target(name: "BenchmarkScenes", dependencies: [.product(name: "KinemaUI", package: "Kinema")]),
        // One scene's frames in a loop, for callgrind (`scene-profile ROWS FRAMES`).
        .executableTarget(name: "scene-profile", dependencies: ["BenchmarkScenes", .product(name: "KinemaUI", package: "Kinema")]),
        // Issue 29's large inputs, each timed once in release (`big-content`).
        .executableTarget(name: "big-content", dependencies: [.product(name: "KinemaUI", package: "Kinema")]),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "KinemaCore", package: "Kinema"),
                .product(name: "KinemaGraph", package: "Kinema"),
                .product(name: "KinemaUI", package: "Kinema"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/AnimationBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
    ]
)
