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
	$(VENV)/bin/jupyter lab notebooks/

# Chromium for the browser tests: Debian's package (never `playwright install`).
browser:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium; }

# Unit, property, widget, browser and Binder tests, and every notebook run by nbval.
# --dist loadgroup keeps each notebook's cells on one worker (conftest.py), and all browser tests on one.
test: setup browser
	$(PY) -m pytest -n 2 --dist loadgroup --nbval-lax --nbval-current-env tests notebooks exercises

bench: setup
	$(PY) benchmarks/bench_rules.py

lint: setup
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
