/// A growable buffer of trivial values, addressed without bounds or
/// uniqueness checks.
///
/// The tableau's column entries are written several times per term of every
/// row it builds; held in an `Array` inside a class, each write paid a
/// uniqueness check (a runtime call), measured at 12% of build time. The
/// owner frees the storage with `deallocate()`, and indices are checked in
/// debug builds.
struct RawStorage<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        capacity *= 2
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
    }

    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

