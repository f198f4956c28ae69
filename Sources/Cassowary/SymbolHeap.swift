/// A heap of symbols, lowest first (or highest first when `descending`),
/// that ignores a symbol pushed while already inside.
///
/// The tableau uses it to find the lowest-numbered candidate quickly: the
/// lowest symbol is Bland's rule, which rules out cycling, and picking by
/// number (never by hash order) keeps every run of the solver identical.
struct SymbolHeap {
    private var heap: [Int] = []
    private var contained: [Bool] = []

    private let descending: Bool

    init(descending: Bool = false) {
        self.descending = descending
    }

    mutating func push(_ symbol: Int) {
        if symbol >= contained.count {
            contained.append(contentsOf: repeatElement(false, count: symbol + 1 - contained.count))
        }
        if contained[symbol] { return }
        contained[symbol] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if descending ? heap[parent] >= heap[child] : heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// The lowest symbol (the highest, if `descending`), removed.
    mutating func pop() -> Int? {
        guard let top = heap.first else { return nil }
        contained[top] = false
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, descending ? heap[left] > heap[smallest] : heap[left] < heap[smallest] { smallest = left }
                if right < heap.count, descending ? heap[right] > heap[smallest] : heap[right] < heap[smallest] { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }

    mutating func removeAll() {
        for symbol in heap { contained[symbol] = false }
        heap.removeAll(keepingCapacity: true)
    }
}
