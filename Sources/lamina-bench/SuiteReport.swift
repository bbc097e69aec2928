import Foundation

/// A suite's results: its rows and its headline figures.
struct SuiteReport {
    let name: String
    let rows: [BenchmarkResult]
    /// Named figures (for example `engine_ns_per_layer_frame`).
    let figures: [String: Double]
    /// Named groups of figures (for example `"cpu_ms"` → `{"layers1k": …}`).
    var groups: [String: [String: Double]] = [:]

    /// A Markdown table, figures below it.
    var table: String {
        let width = max(rows.map(\.name.count).max() ?? 0, 9)
        var lines = ["## \(name)", "",
                     "| \("benchmark".padding(toLength: width, withPad: " ", startingAt: 0)) | time/op |",
                     "|\(String(repeating: "-", count: width + 2))|---------|"]
        for row in rows {
            lines.append("| \(row.name.padding(toLength: width, withPad: " ", startingAt: 0)) | \(Self.format(row.nanosecondsPerOperation)) |")
        }
        if !figures.isEmpty || !groups.isEmpty { lines.append("") }
        for key in figures.keys.sorted() {
            lines.append("\(key): \(String(format: "%.1f", figures[key]!))")
        }
        for group in groups.keys.sorted() {
            let members = groups[group]!.keys.sorted().map { "\($0) \(String(format: "%.2f", groups[group]![$0]!))" }
            lines.append("\(group): " + members.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON object: `{"suite": …, "rows": [{"name": …, "ns_per_op": …}], figures…}`.
    var json: String {
        func quote(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let rowText = rows.map { "{\"name\": \(quote($0.name)), \"ns_per_op\": \(String(format: "%.1f", $0.nanosecondsPerOperation))}" }
        var fields = ["\"suite\": \(quote(name))", "\"rows\": [\(rowText.joined(separator: ", "))]"]
        for key in figures.keys.sorted() {
            fields.append("\(quote(key)): \(String(format: "%.1f", figures[key]!))")
        }
        for group in groups.keys.sorted() {
            let members = groups[group]!.keys.sorted().map { "\(quote($0)): \(String(format: "%.3f", groups[group]![$0]!))" }
            fields.append("\(quote(group)): {" + members.joined(separator: ", ") + "}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func format(_ ns: Double) -> String {
        ns < 1_000 ? String(format: "%.1f ns", ns)
            : ns < 1_000_000 ? String(format: "%.2f µs", ns / 1_000)
            : String(format: "%.2f ms", ns / 1_000_000)
    }
}
