import UIKit
print("kiosk")
