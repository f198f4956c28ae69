import UIKit

struct Note {
    var title: String
    var words: Int
}

extension Notification.Name {
    static let notesDidChange = Notification.Name("NotesDidChange")
}

class NotesViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView! {
        didSet {
            tableView.dataSource = self
            tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        }
    }
    @IBOutlet weak var countLabel: UILabel!

    private let sortButton = UIButton(type: .system)
    private(set) var notes = [
        Note(title: "Groceries", words: 12),
        Note(title: "Trip to Lisbon", words: 240),
        Note(title: "Book ideas", words: 87),
    ]
    private(set) var sortedByLength = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearNotes))

        sortButton.setTitle("Sort by length", for: .normal)
        sortButton.addTarget(self, action: #selector(sortTapped(_:)), for: .touchUpInside)
        sortButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sortButton)
        NSLayoutConstraint.activate([
            sortButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            sortButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(didDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        NotificationCenter.default.addObserver(self, selector: #selector(notesDidChange(_:)), name: .notesDidChange, object: nil)
        updateCount()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func updateCount() {
        countLabel.text = "\(notes.count) notes"
    }

    @objc func addNote(_ sender: UIBarButtonItem) {
        notes.append(Note(title: "New note", words: 0))
        NotificationCenter.default.post(name: .notesDidChange, object: self)
    }

    @objc func clearNotes() {
        notes.removeAll()
        NotificationCenter.default.post(name: .notesDidChange, object: self)
    }

    @objc private func sortTapped(_ sender: UIButton) {
        sortedByLength = true
        notes.sort { $0.words > $1.words }
        tableView.reloadData()
    }

    @objc func didDoubleTap(_ recognizer: UITapGestureRecognizer) {
        tableView.setContentOffset(.zero, animated: true)
    }

    @objc func notesDidChange(_ notification: Notification) {
        tableView.reloadData()
        updateCount()
    }

    /// Connected in Main.storyboard to the "About" button.
    @IBAction func showAbout(_ sender: Any) {
        performSegue(withIdentifier: "about", sender: sender)
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
        cell.configure(with: notes[indexPath.row])
        return cell
    }
}

extension NotesViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCount()
    }
}
