import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a
/// change in value in that user default.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsGrid") private var showsGrid = false
///
///     var body: some View {
///         Toggle("Grid", isOn: $showsGrid.animation(.easeInOut))
///             .opacity(showsGrid ? 1 : 0.6)
///     }
/// }
/// ```
///
/// The value is read from the store each time; the default is returned while the store has no
/// value of the property's type under the key. A write through the wrapper (or its binding)
/// stores the value at once and runs again the bodies of every view with an `@AppStorage` of the
/// same key, under the transaction current where the write was made.
///
/// The store is the one given, else the environment's ``View/defaultAppStorage(_:)``, else
/// `UserDefaults.standard`. Tests give each test its own store, so they do not interfere:
///
/// ```swift
/// let defaults = UserDefaults(suiteName: "SettingsTests")!
/// let host = ViewHost(SettingsView().defaultAppStorage(defaults))
/// ```
///
/// > Note: SwiftUI also follows changes made to the store directly (through `UserDefaults`
/// > rather than the wrapper); Kinema's views see those the next time their body runs.
@propertyWrapper
public struct AppStorage<Value> {
    let link: AppStorageLink<Value>

    /// The value in the store, or the default when the store has none.
    ///
    /// ```swift
    /// showsGrid.toggle()      // stored at once; views reading the key run again
    /// ```
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding to the stored value.
    ///
    /// ```swift
    /// Toggle("Grid", isOn: $showsGrid)
    /// ```
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }

    init(
        key: String, defaultValue: Value, store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        link = AppStorageLink(key: key, defaultValue: defaultValue, store: store, read: read, write: write)
    }
}

// MARK: - Stored types

extension AppStorage {
    /// Creates a property that can read and write to a boolean user default.
    ///
    /// ```swift
    /// @AppStorage("showsGrid") private var showsGrid = false
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a boolean value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.bool, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to an integer user default.
    ///
    /// ```swift
    /// @AppStorage("launchCount") private var launchCount = 0
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if an integer value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.int, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a double user default.
    ///
    /// ```swift
    /// @AppStorage("volume") private var volume = 0.5
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a double value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.double, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a string user default.
    ///
    /// ```swift
    /// @AppStorage("username") private var username = "Anonymous"
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a string value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.string, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a url user default.
    ///
    /// ```swift
    /// @AppStorage("homePage") private var homePage = URL(string: "https://swift.org")!
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if an url value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.url, write: AppStorageCoding.setURL)
    }

    /// Creates a property that can read and write to a user default as data.
    ///
    /// ```swift
    /// @AppStorage("avatar") private var avatar = Data()
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a data value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.data, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a date user default.
    ///
    /// ```swift
    /// @AppStorage("lastOpened") private var lastOpened = Date.distantPast
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a date value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.date, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to an integer user default, transforming that
    /// to `RawRepresentable` data type.
    ///
    /// ```swift
    /// enum Speed: Int { case slow, fast }
    /// @AppStorage("speed") private var speed = Speed.slow
    /// ```
    ///
    /// A stored integer that is no case of the type reads as the default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if an integer value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { store, key in AppStorageCoding.int(store, key).flatMap(Value.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// Creates a property that can read and write to a string user default, transforming that to
    /// `RawRepresentable` data type.
    ///
    /// ```swift
    /// enum Theme: String { case light, dark }
    /// @AppStorage("theme") private var theme = Theme.light
    /// ```
    ///
    /// A stored string that is no case of the type reads as the default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a string value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { store, key in AppStorageCoding.string(store, key).flatMap(Value.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }
}

// MARK: - Optional stored types

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an Optional boolean user default (`nil`
    /// while the store has none; setting `nil` removes the value).
    ///
    /// ```swift
    /// @AppStorage("prefersGrid") private var prefersGrid: Bool?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, read: AppStorageCoding.bool, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an Optional integer user default.
    ///
    /// ```swift
    /// @AppStorage("highScore") private var highScore: Int?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, read: AppStorageCoding.int, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an Optional double user default.
    ///
    /// ```swift
    /// @AppStorage("lastVolume") private var lastVolume: Double?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, read: AppStorageCoding.double, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an Optional string user default.
    ///
    /// ```swift
    /// @AppStorage("nickname") private var nickname: String?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, read: AppStorageCoding.string, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an Optional URL user default.
    ///
    /// ```swift
    /// @AppStorage("lastLink") private var lastLink: URL?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, read: AppStorageCoding.url, write: AppStorageCoding.setURL)
    }

    /// Creates a property that can read and write an Optional data user default.
    ///
    /// ```swift
    /// @AppStorage("token") private var token: Data?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, read: AppStorageCoding.data, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an Optional date user default.
    ///
    /// ```swift
    /// @AppStorage("lastSync") private var lastSync: Date?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, read: AppStorageCoding.date, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can save and restore an Optional integer, transforming it to an
    /// Optional `RawRepresentable` data type.
    ///
    /// ```swift
    /// enum Speed: Int { case slow, fast }
    /// @AppStorage("speed") private var speed: Speed?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(
            key: key, store: store,
            read: { store, key in AppStorageCoding.int(store, key).flatMap(R.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// Creates a property that can save and restore an Optional string, transforming it to an
    /// Optional `RawRepresentable` data type.
    ///
    /// ```swift
    /// enum Theme: String { case light, dark }
    /// @AppStorage("theme") private var theme: Theme?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the
    ///     user default store from the environment.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(
            key: key, store: store,
            read: { store, key in AppStorageCoding.string(store, key).flatMap(R.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// An optional property: absent reads as `nil`, and writing `nil` removes the value.
    private init<Wrapped>(
        key: String, store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Wrapped?, write: @escaping (UserDefaults, String, Wrapped) -> Void
    ) where Value == Wrapped? {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: { store, key in .some(read(store, key)) },
            write: { store, key, value in
                if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}

// MARK: - The environment's store

/// The environment's default store for `@AppStorage`.
struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension View {
    /// The default store used by `AppStorage` contained within the view.
    ///
    /// ```swift
    /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "group.com.example.settings")!)
    /// ```
    ///
    /// An `@AppStorage` created without a `store:` uses this store; without one, it uses
    /// `UserDefaults.standard`.
    ///
    /// - Parameter store: The user defaults to use as the default store for `AppStorage`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(_EnvironmentWritingModifier { $0[DefaultAppStorageKey.self] = store })
    }
}

// MARK: - Storage

/// Where a view value's `AppStorage` reads and writes: its key, default and store (the
/// environment's, once attached), and the node slot that makes the views of its key run again.
final class AppStorageLink<Value> {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    /// The environment's store, set when the node attaches the property.
    var environmentStore: UserDefaults?
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    init(
        key: String, defaultValue: Value, store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.read = read
        self.write = write
    }

    var store: UserDefaults {
        explicitStore ?? environmentStore ?? .standard
    }

    var value: Value {
        get { read(store, key) ?? defaultValue }
        set {
            write(store, key, newValue)
            AppStorageObservers.shared.valueDidChange(forKey: key)
        }
    }
}

/// Reading each stored type from a store: `nil` when the store has no value of that type.
enum AppStorageCoding {
    static func bool(_ store: UserDefaults, _ key: String) -> Bool? {
        store.object(forKey: key) is Bool || store.object(forKey: key) is NSNumber ? store.bool(forKey: key) : nil
    }

    static func int(_ store: UserDefaults, _ key: String) -> Int? {
        store.object(forKey: key) is Int || store.object(forKey: key) is NSNumber ? store.integer(forKey: key) : nil
    }

    static func double(_ store: UserDefaults, _ key: String) -> Double? {
        store.object(forKey: key) is Double || store.object(forKey: key) is NSNumber ? store.double(forKey: key) : nil
    }

    static func string(_ store: UserDefaults, _ key: String) -> String? {
        store.string(forKey: key)
    }

    static func url(_ store: UserDefaults, _ key: String) -> URL? {
        #if canImport(Darwin)
        store.url(forKey: key)
        #else
        // swift-corelibs-foundation keeps only a URL's path through `set(_:forKey:)`; Kinema stores
        // the absolute string there and reads it back whole.
        if let string = store.string(forKey: key), let url = URL(string: string) { return url }
        return store.url(forKey: key)
        #endif
    }

    static func setURL(_ store: UserDefaults, _ key: String, _ url: URL) {
        #if canImport(Darwin)
        store.set(url, forKey: key)
        #else
        store.set(url.absoluteString, forKey: key)
        #endif
    }

    static func data(_ store: UserDefaults, _ key: String) -> Data? {
        store.data(forKey: key)
    }

    static func date(_ store: UserDefaults, _ key: String) -> Date? {
        store.object(forKey: key) as? Date
    }
}

/// The node slot of one `@AppStorage` property: its key, and the node to run again when a
/// wrapper writes that key.
final class AppStorageSlot {
    var key: String
    let invalidation: NodeInvalidation

    init(key: String, invalidation: NodeInvalidation) {
        self.key = key
        self.invalidation = invalidation
    }
}

/// The `@AppStorage` slots of every host, by key: a write through one wrapper runs again the
/// bodies of all views with a property of that key (in any store: two stores with one key are
/// rare, and an extra body run changes nothing).
final class AppStorageObservers: @unchecked Sendable {
    // Unchecked: every field is guarded by `lock`.
    static let shared = AppStorageObservers()

    private struct Entry {
        weak var slot: AppStorageSlot?
    }

    private let lock = NSLock()
    private var slots: [String: [Entry]] = [:]

    func register(_ slot: AppStorageSlot, forKey key: String) {
        lock.withLock {
            var entries = slots[key, default: []].filter { $0.slot != nil }
            entries.append(Entry(slot: slot))
            slots[key] = entries
        }
    }

    func valueDidChange(forKey key: String) {
        let live = lock.withLock { () -> [AppStorageSlot] in
            let found = (slots[key] ?? []).compactMap(\.slot).filter { $0.key == key }
            slots[key] = found.map { Entry(slot: $0) }
            return found
        }
        for slot in live { slot.invalidation.post() }
    }
}

extension AppStorage: ExternalStateProperty {
    func attach(to storage: inout AnyObject?, environment: EnvironmentValues, invalidation: NodeInvalidation) {
        link.environmentStore = environment[DefaultAppStorageKey.self]
        if let slot = storage as? AppStorageSlot {
            guard slot.key != link.key else { return }
            slot.key = link.key
            AppStorageObservers.shared.register(slot, forKey: link.key)
        } else {
            let slot = AppStorageSlot(key: link.key, invalidation: invalidation)
            storage = slot
            AppStorageObservers.shared.register(slot, forKey: link.key)
        }
    }
}
