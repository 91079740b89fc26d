# `make run` starts the app, `make test` runs the whole suite, `make test-fast` its unit tier.
# Both create .venv when missing and (re)install when pyproject.toml or constraints.txt change.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
PORT ?= 8501
# Local by default; `make run ADDRESS=0.0.0.0` serves on the network (a shared server needs sign-in).
ADDRESS ?= 127.0.0.1

# Test worker processes (pytest-xdist): one per core ("auto"); 0 runs the tests in this process.
TEST_WORKERS ?= auto

.PHONY: run test test-fast install install-dev lint clean-venv

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --upgrade pip

# torch first and pinned: an unpinned torch resolves to the CUDA build (several GB).
$(VENV)/.installed: pyproject.toml constraints.txt | $(PY)
	$(PIP) install -c constraints.txt "torch==2.13.0"
	$(PIP) install -c constraints.txt -e .
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed pyproject.toml constraints.txt
	$(PIP) install -c constraints.txt -e ".[dev]"
	touch $@

install: $(VENV)/.installed

install-dev: $(VENV)/.installed-dev

run: install
	$(PY) -m streamlit run app.py --server.address $(ADDRESS) --server.port $(PORT)

# A test module runs whole on one worker (--dist loadscope), so its module fixtures are built once.
# --no-loadscope-reorder keeps the order tests/conftest.py sets (the slow browser and server modules
# first): xdist otherwise sorts modules by their number of tests, which put the one-test browser
# modules last, each worker ending on them (287 s -> 278 s on 2 cores, one run each).
# The tiers are set in tests/conftest.py from what each test uses: "unit" is none of the real model,
# PostgreSQL, S3, the app, a browser, several processes or very large files.
# --durations lists the slowest tests at the end of every run (CI's log included): where the
# suite's time goes, for the 150 s goal.
test: install-dev
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadscope --no-loadscope-reorder --durations=20 $(PYTEST_ARGS)

test-fast: install-dev
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadscope --no-loadscope-reorder -m unit $(PYTEST_ARGS)

# Format check and lint (ruff; settings in pyproject.toml). `$(VENV)/bin/ruff format .` fixes the format.
lint: install-dev
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/ruff check .

clean-venv:
	rm -rf $(VENV)
