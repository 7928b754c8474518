import Kinema
import Testing

// Seed 000, "Pet Avatar - Transaction Modifier" (28:45): the key and its Transaction extension,
// verbatim but for the import.
private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

private struct LabelKey: TransactionKey {
    static var defaultValue: String { "none" }
}

/// A second Bool key: keys are told apart by type, not by value type.
private struct OtherFlagKey: TransactionKey {
    static var defaultValue: Bool { true }
}

private struct OptionalKey: TransactionKey {
    static var defaultValue: Int? { 7 }
}

private final class Marker {}

private struct MarkerKey: TransactionKey {
    static var defaultValue: Marker? { nil }
}

@Suite("TransactionKey")
struct TransactionKeyTests {
    @Test func anUnsetKeyReadsItsDefaultValue() {
        let transaction = Transaction()
        #expect(transaction.avatarTapped == false)
        #expect(transaction[LabelKey.self] == "none")
        #expect(transaction[OtherFlagKey.self] == true)
        #expect(transaction[OptionalKey.self] == 7)
    }

    @Test func aSetValueReadsBackThroughTheSeedsProperty() {
        var transaction = Transaction()
        transaction.avatarTapped = true
        #expect(transaction.avatarTapped)
        #expect(transaction[AvatarTappedKey.self])
        transaction.avatarTapped = false
        #expect(!transaction.avatarTapped)
    }

    @Test func keysWithTheSameValueTypeAreSeparate() {
        var transaction = Transaction()
        transaction[OtherFlagKey.self] = false
        #expect(transaction.avatarTapped == false)
        transaction.avatarTapped = true
        #expect(transaction[OtherFlagKey.self] == false)
        #expect(transaction.avatarTapped == true)
    }

    @Test func anOptionalKeySetToNilReadsNilNotItsDefault() {
        var transaction = Transaction()
        transaction[OptionalKey.self] = nil
        #expect(transaction[OptionalKey.self] == nil)
        transaction[OptionalKey.self] = 3
        #expect(transaction[OptionalKey.self] == 3)
    }

    @Test func customKeysDoNotDisturbTheBuiltInValues() {
        var transaction = Transaction(animation: .bouncy)
        transaction.avatarTapped = true
        transaction[LabelKey.self] = "tap"
        #expect(transaction.animation == .bouncy)
        #expect(!transaction.disablesAnimations)
    }

    @Test func valuesEqualUsesEqualityForEquatableValues() {
        #expect(AvatarTappedKey._valuesEqual(true, true))
        #expect(!AvatarTappedKey._valuesEqual(true, false))
        #expect(LabelKey._valuesEqual("a", "a"))
    }

    @Test func valuesEqualReportsNonEquatableValuesAsDifferent() {
        let marker = Marker()
        #expect(!MarkerKey._valuesEqual(marker, marker))
    }
}
