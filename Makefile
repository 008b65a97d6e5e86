# make lab   — set everything up and open the lessons in JupyterLab
# make test  — set everything up and run the whole test suite (what CI runs)
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: lab test setup browser bench lint clean

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

setup: $(VENV)/.installed

lab: setup
	$(VENV)/bin/jupyter lab $$([ "$$(id -u)" = 0 ] && echo --allow-root) notebooks/

# Chromium for the browser tests: Debian's package (never `playwright install`).
browser:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium; }

# Four runs. First the unit, property and widget tests and every notebook under nbval, on
# two workers: --dist loadfile keeps each notebook's cells on one worker, in order (nbval
# runs them in one kernel). Then the browser tests (JupyterLab and Voilà in one Chromium),
# the Binder environment check, and the wheel (built, installed in a fresh venv, its lessons
# copied and run), each in a process of its own.
test: setup browser
	$(PY) -m pytest -n 2 --dist loadfile --nbval-lax --nbval-current-env -m "not browser and not binder and not wheel" \
		tests notebooks exercises
	$(PY) -m pytest -m browser tests
	$(PY) -m pytest -m binder tests
	$(PY) -m pytest -m wheel tests

bench: setup
	$(PY) benchmarks/bench_rules.py

lint: setup
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
