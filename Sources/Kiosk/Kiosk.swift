import UIKit
import CDRM
import CLibInput
import Logging

