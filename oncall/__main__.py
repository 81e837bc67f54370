import sys

from oncall.cli import main

sys.exit(main())
