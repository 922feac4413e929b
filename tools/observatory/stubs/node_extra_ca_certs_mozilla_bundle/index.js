// Nothing to run: see README.md. The scanner's command-line wrapper only resolves this package to find its folder.
