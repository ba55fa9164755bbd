// A stand-in for the parts of UIKit the generated skeletons use, with the
// signatures and actor isolation of the real framework, so that the skeletons are
// type-checked on Linux. Compiled as a module named UIKit: `#if canImport(UIKit)`
// holds and `import UIKit` resolves to it.

@_exported import Foundation

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen
    case pageSheet
    case formSheet
    case popover
    case automatic
}

@MainActor @preconcurrency
open class UIResponder: NSObject {}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        super.init()
    }
}

@MainActor @preconcurrency
open class UIView: UIResponder {
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// What the stand-in adds for adaptive presentation: the size class every trait
/// collection reports, which a program sets, and each presentation's style and whether
/// a popover was anchored, which it prints.
@MainActor
public enum StandInPresentations {
    public static var horizontalSizeClass = UIUserInterfaceSizeClass.compact
    public static var presented: [(style: UIModalPresentationStyle, anchored: Bool)] = []
}

/// How a root coordinator hands a link a guard sends to the browser (`otherwise: web`) back:
/// `UIApplication.shared.open(url)`, the options and completion left at their defaults.
/// The window `<App>RootCoordinator` puts the shown root entry's controller in. (UIKit's
/// is a `UIView`, which the skeletons never use.)
@MainActor @preconcurrency
open class UIWindow: UIResponder {
    open var rootViewController: UIViewController?
    public override init() { super.init() }
    open func makeKeyAndVisible() {}
}

@MainActor @preconcurrency
open class UIApplication: UIResponder {
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static let application = UIApplication()

    @available(iOSApplicationExtension, unavailable)
    open class var shared: UIApplication { application }

    /// What the stand-in adds: the URLs handed to `open`, for harness programs to print.
    public private(set) var openedURLs: [URL] = []

    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
    }
}

@MainActor @preconcurrency
open class UIViewController: UIResponder {
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var presentationController: UIPresentationController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var tabBarItem = UITabBarItem()
    open var view: UIView! = UIView()
    open var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: StandInPresentations.horizontalSizeClass)
    }
    private lazy var popover = UIPopoverPresentationController()
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? popover : nil
    }

    public override init() {
        super.init()
    }

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        if StandInTransitions.dismissing { StandInTransitions.dropped += 1 }
        StandInPresentations.presented.append(
            (
                viewControllerToPresent.modalPresentationStyle,
                viewControllerToPresent.popoverPresentationController?.sourceView != nil
            ))
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        StandInTransitions.dismissing = true
        if let completion { StandInTransitions.completions.append(completion) }
    }
}

/// What the stand-in adds to model a dismissal's timing: it ends when a program calls
/// `complete()` (as the animation ending would), which runs the dismissals' completions.
/// Until then a presentation is dropped, as UIKit drops one made during a dismissal,
/// and counted in `dropped`.
@MainActor
public enum StandInTransitions {
    public static var dismissing = false
    public static var dropped = 0
    static var completions: [() -> Void] = []

    public static func complete() {
        dismissing = false
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}

@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    weak open var delegate: (any UINavigationControllerDelegate)?

    public override init() {
        super.init()
    }

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }

    // The stack changes as UIKit's does, without animation, so that a program can read it back.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers = Array(viewControllers[...index])
        return popped
    }
}

@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    weak open var delegate: (any UITabBarControllerDelegate)?

    public override init() {
        super.init()
    }
}

@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    @available(iOS 14.0, *)
    public enum Style: Int, @unchecked Sendable {
        @available(iOS, introduced: 14.0, deprecated: 14.0)
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    @available(iOS 14.0, *)
    public enum Column: Int, @unchecked Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    weak open var delegate: (any UISplitViewControllerDelegate)?

    /// The columns' view controllers, and the columns shown, as UIKit keeps them, so that
    /// a program can read them back.
    private var columnControllers: [Int: UIViewController] = [:]
    public private(set) var standInShownColumns: [Int] = []

    public override init() {
        super.init()
    }

    @available(iOS 14.0, *)
    public init(style: UISplitViewController.Style) {
        super.init()
    }

    @available(iOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        columnControllers[column.rawValue] = vc
    }

    @available(iOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        columnControllers[column.rawValue]
    }

    @available(iOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) {
        standInShownColumns.append(column.rawValue)
    }

    @available(iOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) {
        standInShownColumns.removeAll { $0 == column.rawValue }
    }
}

@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init()
    }

    open func addAction(_ action: UIAlertAction) {}
}

@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.init()
    }
}

@MainActor @preconcurrency
open class UITabBarItem: NSObject {
    open var title: String?
}

@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { fatalError() }
}

@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}

@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
}

@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    @available(iOS 14.0, *)
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    @available(iOS 14.0, *)
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
}

@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// What `NSObject` has on Apple platforms beyond Foundation's on Linux: its own
/// properties and UIKit's accessibility ones. A coordinator's stored property of one
/// of these names would override it, which does not compile there, nor here.
extension NSObject {
    public var superclass: AnyClass? { nil }
    public var autoContentAccessingProxy: Any { self }
    public var observationInfo: UnsafeMutableRawPointer? {
        get { nil }
        set {}
    }
    public var isAccessibilityElement: Bool {
        get { false }
        set {}
    }
    public var accessibilityLabel: String? {
        get { nil }
        set {}
    }
    public var accessibilityHint: String? {
        get { nil }
        set {}
    }
    public var accessibilityValue: String? {
        get { nil }
        set {}
    }
    public var accessibilityLanguage: String? {
        get { nil }
        set {}
    }
    public var accessibilityElements: [Any]? {
        get { nil }
        set {}
    }
    public var accessibilityElementsHidden: Bool {
        get { false }
        set {}
    }
    public var accessibilityViewIsModal: Bool {
        get { false }
        set {}
    }
    public var shouldGroupAccessibilityChildren: Bool {
        get { false }
        set {}
    }
    public var accessibilityRespondsToUserInteraction: Bool {
        get { false }
        set {}
    }
    public var accessibilityUserInputLabels: [String]? {
        get { nil }
        set {}
    }
}
