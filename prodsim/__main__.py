"""`python -m prodsim ...`"""

from prodsim.cli import main

raise SystemExit(main())
