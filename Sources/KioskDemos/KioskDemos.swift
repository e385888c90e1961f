import UIKit
import QuartzCore

