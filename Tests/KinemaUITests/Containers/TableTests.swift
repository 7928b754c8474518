import Foundation
import Kinema
import Testing

// Apple's documentation example of `Table` (developer.apple.com/documentation/swiftui/table),
// unchanged but the import.

struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id = UUID()

    var fullName: String { givenName + " " + familyName }
}

struct PeopleTable: View {
    private let people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
        Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com")
    ]

    var body: some View {
        Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
    }
}

// A table in the 400 × 400 host, against SwiftUI's documented compact-width behaviour ("narrow
// displays may adapt to show only the first column of the table"; on iPhone a table is a plain
// list of its first column, without column headers). The expected frames are those of the
// equivalent plain `List` of the first column, whose metrics `List` documents: rows inset 16
// points at the sides, at least 44 points tall with their content centred, hairlines between
// rows, on white.
@MainActor
@Suite("Table")
struct TableTests {
    /// The example's people, as `PeopleTable` lists them.
    static let people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
        Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com"),
    ]

    /// The frames of the text items, by string.
    static func textFrames<Root: View>(_ host: ViewHost<Root>) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for item in host.displayList.items {
            if case .text(let layout) = item.content { frames[layout.string] = item.frame }
        }
        return frames
    }

    @Test func theDocumentationExampleShowsOnlyTheFirstColumnOneRowPerPerson() {
        let host = ViewHost(PeopleTable())
        // No header ("Given Name"), no family names, no addresses: the given names, in order.
        #expect(Containers.texts(host) == ["Juan", "Mei", "Tom", "Gita"])
    }

    @Test func theRowsAreThoseOfThePlainListOfTheFirstColumn() {
        let table = ViewHost(PeopleTable())
        let list = ViewHost(List(Self.people) { Text($0.givenName) }.listStyle(.plain))
        #expect(Self.textFrames(table) == Self.textFrames(list))
        #expect(Containers.frames(table, color: Containers.separator)
            == Containers.frames(list, color: Containers.separator))
        #expect(Containers.fills(table, color: .white) == Containers.fills(list, color: .white))

        // The numbers `List` documents: each name 16 points in, centred in its 44-point row
        // (a line of body text plus 6 + 6 points of inset is under 44).
        let frames = Self.textFrames(table)
        for (row, person) in Self.people.enumerated() {
            let frame = try! #require(frames[person.givenName])
            #expect(frame.minX == 16)
            #expect(abs(frame.midY - (CGFloat(row) * 44 + 22)) < 1e-9)
        }
        // Hairlines below every row but the last, from the content's leading edge; the table
        // is white.
        #expect(Containers.frames(table, color: Containers.separator)
            == (1...3).map { CGRect(x: 16, y: CGFloat($0) * 44 - 1.0 / 3.0, width: 384, height: 1.0 / 3.0) })
        #expect(Containers.fills(table, color: .white).first == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    /// A table is not a list: the list style in effect around it does not change it, nor does its
    /// own table style on iPhone.
    @Test func neitherTheListStyleNorTheTableStyleChangesIt() {
        let plain = Self.textFrames(ViewHost(PeopleTable()))
        #expect(Self.textFrames(ViewHost(PeopleTable().listStyle(.insetGrouped))) == plain)
        #expect(Self.textFrames(ViewHost(PeopleTable().tableStyle(.inset))) == plain)
        #expect(Self.textFrames(ViewHost(PeopleTable().tableStyle(.bordered))) == plain)
        #expect(Self.textFrames(ViewHost(PeopleTable().tableStyle(.automatic))) == plain)
    }

    /// The documentation's compact-width advice: put what matters in the first column's
    /// content. That content is one row per person, however many views it has, laid out as the
    /// same content in a list row.
    @Test func aFirstColumnWithContentIsOneRowOfThatContent() {
        let table = ViewHost(Table(Self.people) {
            TableColumn("Name") { person in
                VStack(alignment: .leading) {
                    Text(person.fullName)
                    Text(person.emailAddress)
                }
            }
            TableColumn("Family Name", value: \.familyName)
        })
        let list = ViewHost(List(Self.people) { person in
            VStack(alignment: .leading) {
                Text(person.fullName)
                Text(person.emailAddress)
            }
        }.listStyle(.plain))
        #expect(Containers.texts(table) == Self.people.flatMap { [$0.fullName, $0.emailAddress] })
        #expect(Self.textFrames(table) == Self.textFrames(list))
        #expect(Containers.frames(table, color: Containers.separator).count == 3)
    }

    @Test func anEmptyTableIsAnEmptyPlainList() {
        let host = ViewHost(Table([Person]()) { TableColumn("Given Name", value: \.givenName) })
        #expect(Containers.texts(host).isEmpty)
        #expect(Containers.frames(host, color: Containers.separator).isEmpty)
        #expect(Containers.fills(host, color: .white).first == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    /// Rows are made as they scroll into view, as a list's: a long table costs what is shown.
    @Test func aLongTableMakesOnlyTheRowsItShows() {
        let numbers = (0..<100_000).map { Numbered(id: $0) }
        let host = ViewHost(Table(numbers) { TableColumn("Number", value: \.name) })
        let texts = Containers.texts(host)
        // The 400-point host shows rows 0 to 9 (44 points each).
        #expect(texts.prefix(10) == ArraySlice((0..<10).map { "\($0)" }))
        #expect(texts.count < 30)
    }

    struct Numbered: Identifiable {
        let id: Int
        var name: String { "\(id)" }
    }

    // MARK: - Sorting and selection

    struct Member: Identifiable, Hashable {
        let id: Int
        var name: String
        var age: Int
        var nickname: String?
    }

    static let members = [
        Member(id: 1, name: "Zoe", age: 30, nickname: nil),
        Member(id: 2, name: "Adam", age: 40, nickname: "Ad"),
    ]

    /// The table shows its data in the data's order: sorting is the app's, on a change of the
    /// sort order, which the table itself never writes.
    @Test func aSortOrderIsAcceptedAndNeverWrittenAndTheDataIsNotSorted() {
        var order = [KeyPathComparator(\Member.name)]
        var writes = 0
        let sortOrder = Binding(get: { order }, set: { order = $0; writes += 1 })
        let host = ViewHost(Table(Self.members, sortOrder: sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Age", value: \.age) { Text("\($0.age)") }
            TableColumn("Badge") { Text("#\($0.id)") }
        })
        #expect(Containers.texts(host) == ["Zoe", "Adam"])
        _ = host.tap(at: CGPoint(x: 200, y: 22))
        #expect(writes == 0)
        #expect(order == [KeyPathComparator(\Member.name)])
    }

    @Test func selectionBindingsAreAcceptedAndNeverWritten() {
        var selected: Member.ID? = 2
        var many: Set<Member.ID> = [1]
        var writes = 0
        let single = Binding(get: { selected }, set: { selected = $0; writes += 1 })
        let multiple = Binding(get: { many }, set: { many = $0; writes += 1 })
        let singleHost = ViewHost(Table(Self.members, selection: single) { TableColumn("Name", value: \.name) })
        let multipleHost = ViewHost(Table(Self.members, selection: multiple) { TableColumn("Name", value: \.name) })
        #expect(Containers.texts(singleHost) == ["Zoe", "Adam"])
        #expect(Containers.texts(multipleHost) == ["Zoe", "Adam"])
        Containers.tap(singleHost, text: "Zoe")
        Containers.tap(multipleHost, text: "Adam")
        #expect(writes == 0)
        #expect(selected == 2 && many == [1])
        // Drawn as the table without selection.
        let plain = ViewHost(Table(Self.members) { TableColumn("Name", value: \.name) })
        #expect(Self.textFrames(singleHost) == Self.textFrames(plain))
        #expect(Self.textFrames(multipleHost) == Self.textFrames(plain))
    }

    // MARK: - Columns

    /// Each column form draws its content when it is the first column.
    @Test func everyColumnFormDrawsItsContentFirst() {
        let sort = Binding.constant([KeyPathComparator(\Member.name)])
        func firstTexts(_ table: some View) -> [String] { Containers.texts(ViewHost(table)) }
        #expect(firstTexts(Table(Self.members) { TableColumn("Age") { Text("\($0.age)") } }) == ["30", "40"])
        #expect(firstTexts(Table(Self.members) { TableColumn(Text("Name"), value: \.name) }) == ["Zoe", "Adam"])
        let title = "Name"
        #expect(firstTexts(Table(Self.members) { TableColumn(title, value: \.name) }) == ["Zoe", "Adam"])
        #expect(firstTexts(Table(Self.members, sortOrder: sort) {
            TableColumn("Age", value: \.age) { Text("\($0.age) years") }
        }) == ["30 years", "40 years"])
        #expect(firstTexts(Table(Self.members, sortOrder: sort) {
            TableColumn("Nickname", value: \.nickname) { Text($0.nickname ?? "–") }
        }) == ["–", "Ad"])
        #expect(firstTexts(Table(Self.members, sortOrder: sort) {
            TableColumn("Name", value: \.name, comparator: String.StandardComparator.lexical) { Text($0.name) }
        }) == ["Zoe", "Adam"])
        #expect(firstTexts(Table(Self.members, sortOrder: sort) {
            TableColumn("Name", sortUsing: KeyPathComparator(\Member.name)) { Text($0.name) }
        }) == ["Zoe", "Adam"])
        // Widths are accepted.
        #expect(firstTexts(Table(Self.members) {
            TableColumn("Name", value: \.name).width(120)
            TableColumn("Age") { Text("\($0.age)") }.width(min: 40, ideal: 60, max: 80)
            TableColumn("Id") { Text("\($0.id)") }.width()
        }) == ["Zoe", "Adam"])
    }

    /// An `if` around the first column: when it leaves none, the next column is the first.
    @Test func aColumnLeftOutByAnIfMakesTheNextOneFirst() {
        func table(showsName: Bool) -> some View {
            Table(Self.members) {
                if showsName {
                    TableColumn("Name", value: \.name)
                }
                TableColumn("Age") { Text("\($0.age)") }
            }
        }
        #expect(Containers.texts(ViewHost(table(showsName: true))) == ["Zoe", "Adam"])
        #expect(Containers.texts(ViewHost(table(showsName: false))) == ["30", "40"])
    }

    /// Columns factored into a property of their own, as the documentation of
    /// `TableColumnContent` shows.
    @Test func columnsFactoredOutDrawTheirFirstColumn() {
        #expect(Containers.texts(ViewHost(FactoredTable())) == ["Zoe", "Adam"])
    }

    struct FactoredTable: View {
        @State private var sortOrder = [KeyPathComparator(\Member.name)]

        var body: some View {
            Table(TableTests.members, sortOrder: $sortOrder) {
                nameColumns
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
            }
        }

        @TableColumnBuilder<Member, KeyPathComparator<Member>>
        private var nameColumns: some TableColumnContent<Member, KeyPathComparator<Member>> {
            TableColumn("Name", value: \.name)
            TableColumn("Nickname", value: \.nickname) { Text($0.nickname ?? "") }
        }
    }

    /// Column and row types of an app's own draw what their bodies draw.
    @Test func customColumnAndRowContentDrawTheirBodies() {
        #expect(Containers.texts(ViewHost(Table(Self.members) {
            NameColumn()
            TableColumn("Age") { Text("\($0.age)") }
        })) == ["Zoe", "Adam"])
        #expect(Containers.texts(ViewHost(Table(of: Member.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(Member(id: 0, name: "Owner", age: 50, nickname: nil))
            MemberRows(members: Self.members)
        })) == ["Owner", "Zoe", "Adam"])
    }

    struct NameColumn: TableColumnContent {
        var tableColumnBody: some TableColumnContent<Member, Never> {
            TableColumn("Name", value: \.name)
        }
    }

    struct MemberRows: TableRowContent {
        let members: [Member]

        var tableRowBody: some TableRowContent<Member> {
            ForEach(members) { TableRow($0) }
        }
    }

    // MARK: - Explicit rows

    @Test func explicitRowsAreDrawnInOrder() {
        let owner = Member(id: 0, name: "Owner", age: 50, nickname: nil)
        let host = ViewHost(Table(of: Member.self) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        } rows: {
            TableRow(owner)
            ForEach(Self.members) { TableRow($0) }
        })
        #expect(Containers.texts(host) == ["Owner", "Zoe", "Adam"])
        let list = ViewHost(List { Text("Owner"); Text("Zoe"); Text("Adam") }.listStyle(.plain))
        #expect(Self.textFrames(host) == Self.textFrames(list))
    }

    @Test func everyExplicitRowsFormDraws() {
        let sort = Binding.constant([KeyPathComparator(\Member.name)])
        let one = Binding<Member.ID?>.constant(nil)
        let many = Binding<Set<Member.ID>>.constant([])
        func texts(_ table: some View) -> [String] { Containers.texts(ViewHost(table)) }
        let expected = ["Zoe", "Adam"]
        #expect(texts(Table(of: Member.self, selection: one) { TableColumn("Name", value: \.name) } rows: {
            ForEach(Self.members) { TableRow($0) }
        }) == expected)
        #expect(texts(Table(of: Member.self, selection: many) { TableColumn("Name", value: \.name) } rows: {
            ForEach(Self.members) { TableRow($0) }
        }) == expected)
        #expect(texts(Table(sortOrder: sort) { TableColumn("Name", value: \.name) } rows: {
            ForEach(Self.members) { TableRow($0) }
        }) == expected)
        #expect(texts(Table(of: Member.self, sortOrder: sort) { TableColumn("Name", value: \.name) } rows: {
            TableRow(Self.members[0])
            if true { TableRow(Self.members[1]) }
        }) == expected)
        #expect(texts(Table(selection: one, sortOrder: sort) { TableColumn("Name", value: \.name) } rows: {
            ForEach(Self.members) { TableRow($0) }
        }) == expected)
        #expect(texts(Table(selection: many, sortOrder: sort) { TableColumn("Name", value: \.name) } rows: {
            ForEach(Self.members) { TableRow($0) }
        }) == expected)
        #expect(texts(Table(of: Member.self, selection: many, sortOrder: sort) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(Self.members) { TableRow($0) }
        }) == expected)
        #expect(texts(Table(of: Member.self, selection: one, sortOrder: sort) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(Self.members) { TableRow($0) }
        }) == expected)
    }

    // MARK: - API shape

    /// The initializers code writes compile, with the binding types SwiftUI takes.
    @Test func initializerFormsCompile() {
        let people = Self.people
        let sortOrder = Binding.constant([KeyPathComparator(\Person.givenName)])
        let selectedPeople = Binding.constant(Set<Person.ID>())
        let selectedPerson = Binding<Person.ID?>.constant(nil)
        let tables: [AnyView] = [
            AnyView(Table(people) { TableColumn("Given Name", value: \.givenName) }),
            AnyView(Table(people, selection: selectedPeople) { TableColumn("Given Name", value: \.givenName) }),
            AnyView(Table(people, selection: selectedPerson) { TableColumn("Given Name", value: \.givenName) }),
            AnyView(Table(people, sortOrder: sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("E-Mail Address", value: \.emailAddress)
            }),
            AnyView(Table(people, selection: selectedPeople, sortOrder: sortOrder) {
                TableColumn("Given Name", value: \.givenName)
            }),
            AnyView(Table(people, selection: selectedPerson, sortOrder: sortOrder) {
                TableColumn("Given Name", value: \.givenName)
            }),
            AnyView(Table(of: Person.self) { TableColumn("Given Name", value: \.givenName) } rows: {
                ForEach(people) { TableRow($0) }
            }),
        ]
        for table in tables {
            #expect(Containers.texts(ViewHost(table)) == ["Juan", "Mei", "Tom", "Gita"])
        }
        // The generic parameters SwiftUI spells.
        typealias NameColumn = TableColumn<Person, Never, Text, Text>
        let _: Table<Person, TableForEachContent<[Person]>, NameColumn> = Table(people) {
            TableColumn("Given Name", value: \.givenName)
        }
        let _: TableColumn<Person, KeyPathComparator<Person>, Text, Text> =
            TableColumn("Given Name", value: \.givenName)
        let _: NameColumn = TableColumn("Given Name", value: \.givenName)
        let _: TupleTableColumnContent<Person, Never, (NameColumn, NameColumn)> =
            TableColumnBuilder<Person, Never>.buildBlock(
                TableColumn("Given Name", value: \.givenName), TableColumn("Family Name", value: \.familyName))
        let _: any TableRowContent<Person> = TableRow(people[0])
        let _: any TableColumnContent<Person, Never> = TableColumn("Given Name", value: \.givenName)
    }
}
