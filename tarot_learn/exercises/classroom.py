"""The class switch: one class code, set once, puts every exercise in whole-class positions.

A teacher who wants to discuss an exercise with the whole room needs every learner to see the same
position: the exercise book's own (:data:`.generate.SAME_FOR_EVERYONE`). Instead of an edit in every
exercise notebook, a **class code** is set once, in one of two places, read in this order:

1. the environment variable ``TAROT_LEARN_CLASS`` (a hub sets it for every learner's server);
2. the file ``class-code.txt`` in the progress folder (:func:`.progress.default_folder`: on a hub,
   the class's shared folder), which :func:`set_class_code` — and the widget
   :class:`tarot_learn.widgets.ClassCode`, where the code is typed once — writes.

While a code is set, :func:`positions_for` gives the book's positions to every learner; the
attempts are still saved under each learner's own name. Without a code each learner has his own
variant (:func:`.generate.exercise_for`), and ``tarot-learn keys LEARNER`` prints its solutions.

**Only the teacher sets the code.** On a shared folder every learner may write, so the class file is
honoured only when the folder's owner — the teacher, ``tarot-learn setup-class-folder PATH --group G
--owner TEACHER`` — or the administrator (root) owns it: a ``class-code.txt`` a learner wrote is
ignored, and :func:`set_class_code` refuses to write from another account. Where the system has no
owners (Windows), any file counts.
"""

from __future__ import annotations

import os
import stat
import time
import unicodedata
from pathlib import Path

from ..errors import TarotError, shown
from .generate import SAME_FOR_EVERYONE, same_for_everyone
from .outbox import class_link, service_class_code
from .progress import default_folder
from .progress_file import ProgressFileError, read_bytes

CLASS_VARIABLE = "TAROT_LEARN_CLASS"
CLASS_FILE = "class-code.txt"  # not *.json: the report and the class view never read it as a learner
LONGEST_CODE = 40
# A class's shared folder on one machine with real accounts (a hub with a shared disk): its group's
# members (the learners and the teacher) may create files in it (rwx for the group, nothing for the
# others); setgid (2000) gives every file made in it the folder's group, so that the teacher, in that
# group, reads every learner's file; sticky (1000) lets only a file's owner (or the folder's) rename or
# delete it: no learner can replace another's file, set it aside, or the teacher's class-code.txt.
CLASS_FOLDER_MODE = stat.S_ISGID | stat.S_ISVTX | 0o770  # 3770


def clean_code(code) -> str:
    """The code as stored: text on one line, spaces at its ends removed, at most
    :data:`LONGEST_CODE` characters, no control character; ``""`` means "no class". Raises
    :class:`TarotError` for anything else."""
    if not isinstance(code, str):
        raise TarotError("exercise.classroom.bad_code", given=shown(code), longest=LONGEST_CODE)
    code = code.strip()
    if len(code) > LONGEST_CODE or any(unicodedata.category(char).startswith("C") for char in code):
        raise TarotError("exercise.classroom.bad_code", given=shown(code), longest=LONGEST_CODE)
    return code


def class_file(folder: str | os.PathLike | None = None) -> Path:
    """Where the class code is kept: ``class-code.txt`` in ``folder`` or the progress folder."""
    return Path(folder if folder is not None else default_folder()) / CLASS_FILE


def class_code(folder: str | os.PathLike | None = None) -> str:
    """The class code in force (``TAROT_LEARN_CLASS``, else the class service's when one is
    configured — only a teacher sets it there —, else the class file), ``""`` when none. A file that
    cannot be read or holds no valid code counts as no code: an exercise never fails because of it."""
    served = _served_code()
    if served is not None:
        sources = (os.environ.get(CLASS_VARIABLE, ""), served)
    else:
        sources = (os.environ.get(CLASS_VARIABLE, ""), _file_code(class_file(folder)))
    for source in sources:
        try:
            code = clean_code(source)
        except TarotError:
            continue
        if code:
            return code
    return ""


_SERVED_FOR = 30.0  # seconds a code read from the class service is used before asking again
_served: dict = {}


def _served_code() -> str | None:
    """The class service's code for this learner's class (cached a little: every exercise asks), or
    ``None`` when no service is configured or reachable."""
    link = class_link()
    if link is None:
        return None
    known = _served.get(link)
    if known is not None and time.monotonic() - known[0] < _SERVED_FOR:
        return known[1]
    code = service_class_code(link)
    _served[link] = (time.monotonic(), code)
    return code


def forget_served_code() -> None:
    """Ask the class service again at the next exercise (the code was just changed)."""
    _served.clear()


def _file_code(path: Path) -> str:
    """The first line of the class file, when the teacher wrote it (:func:`is_teacher`); else ``""``."""
    try:
        # The name and what it points at, both the teacher's: a learner's link to a file of his is no code either.
        if not all(is_teacher(owner, path.parent) for owner in (path.lstat().st_uid, path.stat().st_uid)):
            return ""  # written by a learner: ignored
        text = read_bytes(path).decode("utf-8-sig")  # never opens a FIFO
    except (OSError, UnicodeDecodeError, ProgressFileError):
        return ""
    return text.splitlines()[0] if text.strip() else ""


def is_teacher(uid: int, folder: str | os.PathLike) -> bool:
    """Whether the account ``uid`` may set the class code of the progress ``folder``: its owner (the
    teacher) or root; every account where the system has no owners."""
    if not hasattr(os, "geteuid"):
        return True
    try:
        owner = os.stat(folder).st_uid
    except OSError:
        return uid == os.geteuid()  # no folder yet: whoever creates it owns it
    return uid in (owner, 0)


def set_class_code(code: str, folder: str | os.PathLike | None = None) -> Path:
    """Write ``code`` to the class file (``""`` removes it: each learner his own variants again);
    returns the file's path. Raises :class:`TarotError` for a code that is not one, and lets an
    ``OSError`` (a read-only folder) through to the caller, who says it in a sentence; raises
    :class:`TarotError` ``exercise.classroom.not_teacher`` on another account than the folder's owner
    (a learner on a shared hub)."""
    code = clean_code(code)
    path = class_file(folder)
    if hasattr(os, "geteuid") and not is_teacher(os.geteuid(), path.parent):
        raise TarotError("exercise.classroom.not_teacher", folder=str(path.parent))
    if not code:
        path.unlink(missing_ok=True)
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(code + "\n", encoding="utf-8")
    os.replace(temporary, path)  # a learner's kernel reading it meanwhile sees the old code or the new
    return path


def setup_class_folder(folder: str | os.PathLike, group: str, owner: str | None = None) -> Path:
    """Make ``folder`` (created if needed, with its parents) a class's shared folder: group
    ``group``, owner ``owner`` (the teacher; default: left as it is) and mode :data:`CLASS_FOLDER_MODE`.
    Raises ``KeyError`` for a group or a user the system does not know, ``OSError`` when it cannot be
    done (not the owner, not root), and :class:`TarotError` where the system has no groups (Windows)."""
    try:
        import grp
        import pwd
    except ImportError:
        raise TarotError("exercise.classroom.no_groups") from None
    gid = grp.getgrnam(group).gr_gid
    uid = pwd.getpwnam(owner).pw_uid if owner is not None else -1
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    os.chown(path, uid, gid)
    os.chmod(path, CLASS_FOLDER_MODE)  # after chown, which may clear the setgid bit
    return path


def positions_for(learner: str, folder: str | os.PathLike | None = None) -> str:
    """The id whose positions ``learner`` is given: the book's (:data:`SAME_FOR_EVERYONE`) while a
    class code is set, else his own."""
    if same_for_everyone(learner) or not class_code(folder):
        return learner
    return SAME_FOR_EVERYONE


__all__ = [
    "CLASS_FILE",
    "CLASS_FOLDER_MODE",
    "CLASS_VARIABLE",
    "class_code",
    "class_file",
    "clean_code",
    "positions_for",
    "set_class_code",
    "setup_class_folder",
]
