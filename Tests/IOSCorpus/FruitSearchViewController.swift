import UIKit

/// A search screen: a rounded search field with a clear button and a magnifier-like
/// left view, filtering a list as the user types (`.editingChanged`), and dismissing
/// the keyboard on the search key.
final class FruitSearchViewController: UIViewController, UITextFieldDelegate {
    let searchField = UITextField()
    let resultsLabel = UILabel()
    private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape"]
    private(set) var results: [String] = []
    private(set) var searchesSubmitted = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        icon.backgroundColor = .systemGray
        icon.layer.cornerRadius = 12

        searchField.placeholder = "Search fruit"
        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.returnKeyType = .search
        searchField.leftView = icon
        searchField.leftViewMode = .always
        searchField.delegate = self
        searchField.addAction(UIAction { [weak self] _ in
            self?.updateResults()
        }, for: .editingChanged)
        view.addSubview(searchField)

        resultsLabel.numberOfLines = 0
        view.addSubview(resultsLabel)
        updateResults()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        searchField.frame = CGRect(x: 12, y: 12, width: view.bounds.width - 24, height: 36)
        resultsLabel.frame = CGRect(x: 12, y: 60, width: view.bounds.width - 24, height: view.bounds.height - 72)
    }

    private func updateResults() {
        let query = (searchField.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        results = query.isEmpty ? fruits : fruits.filter { $0.lowercased().contains(query) }
        resultsLabel.text = results.joined(separator: "\n")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchesSubmitted += 1
        textField.resignFirstResponder()
        return true
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        return true
    }
}
