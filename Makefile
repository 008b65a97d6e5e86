# make lab   — set everything up and open the lessons in JupyterLab
# make test  — set everything up and run the whole test suite (what CI runs)
# make docs  — build the reference site (lessons with their figures, rules, guide, API) in build/docs/
# make lite  — build the lessons as a JupyterLite site in build/lite/ (PYODIDE=full: with figures, needs the internet)
VENV ?= .venv
PY := $(VENV)/bin/python
LITE_VENV ?= .venv-lite
PYODIDE ?= core

.PHONY: lab test setup browser poppler postgres hub lite docs bench lint clean

# What the lessons need (make lab): the package and JupyterLab, no test toolchain.
$(VENV)/.lab-installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[lab]'
	# An editable install copies none of pyproject's data-files: link Voilà's offline template where a
	# wheel would put it (the apps' notebooks ask for it by name).
	mkdir -p $(VENV)/share/jupyter/voila/templates
	ln -sfn $(CURDIR)/share/jupyter/voila/templates/tarot $(VENV)/share/jupyter/voila/templates/tarot
	rm -f $(VENV)/etc/jupyter/voila.json  # an older checkout's: it made the template every app's default
	touch $@

# What the tests need (make test): the same venv, with the test and development tools added.
$(VENV)/.installed: $(VENV)/.lab-installed
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

setup: $(VENV)/.installed

# The whole repository served (lessons, exercises and apps: the lessons' links reach the exercises), the first
# lesson open in the session's language (French where LANG says so).
FIRST_LESSON = $(firstword $(wildcard notebooks/$(if $(filter fr%,$(LANG)),fr,en)/00_*.ipynb))
lab: $(VENV)/.lab-installed
	$(VENV)/bin/jupyter lab $$([ "$$(id -u)" = 0 ] && echo --allow-root) --ServerApp.root_dir=$(CURDIR) $(FIRST_LESSON)

# JupyterLite's build tools pin their own versions: a venv of their own (tools/lite-requirements.txt).
$(LITE_VENV)/.installed: tools/lite-requirements.txt
	python3 -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(LITE_VENV)/bin/python -m pip install --quiet -r tools/lite-requirements.txt
	touch $@

# The site is always built anew (tools/build_lite.py says why); Pyodide comes from npm.
lite: $(LITE_VENV)/.installed
	$(LITE_VENV)/bin/python tools/build_lite.py --pyodide $(PYODIDE)

# The reference site (docs/conf.py): the repository is its source folder, docs/ its configuration. The lessons
# run once for their figures; build/jupyter_cache keeps their outputs until their code changes.
$(VENV)/.docs-installed: $(VENV)/.lab-installed
	$(PY) -m pip install --quiet -e '.[docs]'
	touch $@

docs: $(VENV)/.docs-installed
	$(PY) -m sphinx -b html -c docs -d build/docs_doctrees -q . build/docs

# Chromium for the browser tests: Debian's package (never `playwright install`).
browser:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium; }

# Debian's PostgreSQL server, which the class service's tests start in a folder of their own (never the system's).
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql; }

# JupyterHub's proxy from the npm registry, for the tests that start a real hub with the class service.
HUB_PROXY := build/hub-proxy/node_modules/.bin/configurable-http-proxy
$(HUB_PROXY):
	mkdir -p build/hub-proxy
	npm install --silent --no-audit --no-fund --prefix build/hub-proxy configurable-http-proxy@5
hub: $(HUB_PROXY)

# Debian's poppler, to render the printed pages (PDF) to images in their test.
poppler:
	@command -v pdftoppm >/dev/null || { apt-get update -qq && apt-get install -y -qq poppler-utils; }

# Six runs, each in a process of its own. The unit, property and widget tests on two workers,
# without the nbval plugin (its jsonschema imports cost every worker seconds); then every
# notebook under nbval on two workers, --dist loadfile keeping each notebook's cells on one
# worker, in order (nbval runs them in one kernel); then the browser tests (JupyterLab and
# Voilà in one Chromium), the JupyterLite site (built just before; two workers) in a Chromium that cannot
# leave this machine, the Binder environment check and the wheel (built, installed in a fresh
# venv, its lessons copied and run) — the last two run nbval in their own venvs.
test: setup browser poppler postgres hub lite
	$(PY) -m pytest -n 2 -p no:nbval -m "not browser and not binder and not wheel" tests
	$(PY) -m pytest -n 2 --dist loadfile --nbval-lax --nbval-current-env notebooks exercises
	$(PY) -m pytest -p no:nbval -m "browser and not lite" tests
	$(PY) -m pytest -n 2 -p no:nbval -m lite tests
	$(PY) -m pytest -p no:nbval -m binder tests
	$(PY) -m pytest -p no:nbval -m wheel tests

bench: setup
	$(PY) -m benchmarks.bench_import
	$(PY) -m benchmarks.bench_rules

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

clean:
	rm -rf $(VENV) $(LITE_VENV) build *.egg-info .pytest_cache
