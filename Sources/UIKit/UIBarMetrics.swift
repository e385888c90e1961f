/// The bar heights a bar's background image can be set for. A kiosk shows only the
/// default one (no compact landscape bars, no prompts).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
