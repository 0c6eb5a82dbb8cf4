"""One station's sync with its site: records out and in, facts out, a trainee's facts in.

A sync, in order:

1. **hello**: check the site serves this station, report the outbox head, learn the
   station's id. If the site confirms more than the station had marked sent (a reply
   lost after COMMIT), the mark moves up; if less (the site was restored from an older
   backup), it moves down and those facts are sent again. Both are harmless: a push is
   idempotent.
2. **records out**: every record changed here, by compare-and-set with the version it was
   last seen at. Applied: the record is at the site's new version. Lost: the site's copy
   replaces ours and the supervisor who made the edit is shown the conflict. Then each
   trainee's language chosen here since (site schema 5), which needs no supervisor.
3. **records in**: everything above the highest version this station has; then the
   answers of a station retired since the last sync, whose copies pulled here are dropped.
   Then the school's keys, if this station does not hold them yet and a supervisor
   signed in here (:mod:`trainer.site.keys`).
4. **facts out**: the outbox in batches, each one transaction; the batch is marked sent
   only after the site's COMMIT returned.

:func:`pull_trainee` brings one trainee's facts from the other stations (at sign-in, in
the background), so mastery and the schedule follow the trainee; the rollups and mastery
are recomputed here from them, never copied.

Nothing here touches a window; every call may block on the network, so the window runs
it on a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Final

from trainer import __version__
from trainer.progress import collector
from trainer.progress.outbox import DirtyRecord, OutboxItem
from trainer.progress.store import ProgressStore
from trainer.site import site_words as said
from trainer.site.authority import SIGNED_IN, SITE_PIN, Authorities, refusal
from trainer.site.connection import connect
from trainer.site.facts import (
    AttemptFact,
    AuditFact,
    Fact,
    SignOffFact,
    SittingFact,
    StationInfo,
    hello,
    pull_trainee,
    push,
    station_exam_log,
    voided_answers,
)
from trainer.site.keys import take_school_keys
from trainer.site.records import (
    LANGUAGES_SINCE,
    SiteExam,
    SiteLanguage,
    SiteTrainee,
    change_setting,
    pull_records,
    put_exam,
    put_trainee,
    set_trainee_language,
)
from trainer.site.schema import Connection
from trainer.site.station import SITE_SETTING_FILE
from trainer.words import say, translated

BATCH: Final = 2000
"""Facts per pushed batch (one transaction each). Each batch costs a round of fixed work
on the site (the ledger's claim, the rollups' statements, mastery of each trainee's skill
it touched, a COMMIT) and here (a COMMIT of the mark): 2,000 answers take a fraction of a
second to push, and the window's sync stops between two batches when it closes."""

_FACT_TYPES: Final[dict[str, type[Fact]]] = {
    "attempt": AttemptFact,
    "sitting": SittingFact,
    "sign-off": SignOffFact,
    "audit": AuditFact,
    "exam-log": AuditFact,  # an exam log entry, whole, as the detail of an audit event
}


def save_site_url(store: ProgressStore, url: str) -> None:
    """Make *url* this station's site (the station setting), in a file only this station's
    user can read (mode 0600): a connection string may carry a password."""
    from trainer.site.admin import write_secret

    write_secret(store.folder / SITE_SETTING_FILE, url.strip())


@dataclass(frozen=True, slots=True)
class SyncReport:
    """What one sync did."""

    station: str
    facts_sent: int = 0
    facts_new: int = 0
    records_sent: int = 0
    records_pulled: int = 0
    conflicts: tuple[str, ...] = ()
    waiting: int = 0
    gaps: int = 0
    notes: tuple[str, ...] = field(default=())

    def sentence(self) -> str:
        """The sync in one plain sentence."""
        text = say(
            said.SYNCED_RECORDS if self.records_sent or self.records_pulled else said.SYNCED,
            station=self.station,
            facts=self.facts_sent,
            new=self.facts_new,
            sent=self.records_sent,
            received=self.records_pulled,
        )
        if self.conflicts:
            text = say(said.LOST_EDITS, synced=text, count=len(self.conflicts))
        if self.waiting:
            return say(said.STILL_WAITING, synced=text, count=self.waiting)
        return say(said.SYNC_END, synced=text)


def _fact(item: OutboxItem, keys: Authorities) -> Fact:
    made: Fact = _FACT_TYPES[item.kind](seq=item.seq, **item.values)
    if isinstance(made, SignOffFact):
        # Certified on the site only with its supervisor's authority (issue 32).
        made = replace(made, proof=keys.key_for(made.supervisor_id))
    return made


def _reconcile(store: ProgressStore, me: StationInfo) -> list[str]:
    notes: list[str] = []
    state = store.outbox.state()
    sent = int(state.get("sent_seq", "0"))
    known = state.get("station_id")
    if known is not None and known != str(me.id):
        # The site sees this store as another station now (re-registered): all again.
        notes.append(say(said.KNOWN_AS, name=me.name))
        sent = 0
    head = store.outbox.head()
    if me.contiguous_seq > sent and me.contiguous_seq <= head:
        sent = me.contiguous_seq  # committed there; only the reply was lost
    elif me.contiguous_seq < sent:
        notes.append(say(said.FACTS_UP_TO, seq=me.contiguous_seq))
        sent = me.contiguous_seq
    store.outbox.set_state(station_id=me.id, station_name=me.name, sent_seq=sent)
    return notes


class _Held(Exception):
    """A record change that waits here for its supervisor's authority; the sentence says
    why (it goes with a later sync, once that supervisor signed in at this station)."""


def _send_setting(
    conn: Connection, store: ProgressStore, record: DirtyRecord, keys: Authorities
) -> str | None:
    values = record.values
    outbox = store.outbox
    supervisor = values.get("supervisor")
    if supervisor is None:
        outbox.accept(record, record.local_id, record.site_version)
        return None
    key = keys.key_for(str(supervisor))
    if key is None:
        raise _Held(say(said.SETTING_WAITS, setting=record.local_id))
    result = change_setting(
        conn,
        record.local_id,
        str(values["value"]),
        expected_version=record.site_version,
        supervisor_id=str(supervisor),
        proof=key,
    )
    if result.refused:
        raise _Held(refusal(translated(said.ITS_SUPERVISOR), result.refused))
    if result.applied:
        outbox.accept(record, record.local_id, result.setting.version)
        return None
    theirs = result.setting
    who = theirs.changed_by_name or translated(said.ANOTHER_SUPERVISOR)
    outbox.note_conflict("setting", record.local_id, str(values["value"]), theirs.value, who)
    outbox.drop_local_edit(record)
    outbox.apply_settings([(record.local_id, theirs.value, theirs.version)])
    return say(
        said.SETTING_LOST,
        setting=record.local_id,
        mine=values["value"],
        who=who,
        theirs=theirs.value,
    )


def _send_trainee(
    conn: Connection, store: ProgressStore, record: DirtyRecord, keys: Authorities
) -> str | None:
    values = record.values
    outbox = store.outbox
    archived = values["archived_at"]
    trainee = SiteTrainee(
        str(values["id"]),
        str(values["name"]),
        None if values["pin_hash"] is None else str(values["pin_hash"]),
        int(values["created_at"]),
        None if archived is None else int(archived),
        record.site_version,
    )
    # A change to a trainee the site has goes with the latest supervisor's authority.
    signed = keys.latest()
    done_t = put_trainee(
        conn,
        trainee,
        expected_version=record.site_version,
        supervisor_id=None if signed is None else signed[0],
        proof=None if signed is None else signed[1],
    )
    if done_t.refused:
        why = refusal(translated(said.THE_SUPERVISOR), done_t.refused)
        raise _Held(say(said.TRAINEE_WAITS, name=trainee.name, why=why))
    t = done_t.trainee
    if done_t.outcome in ("applied", "merged"):
        outbox.accept(record, t.id, t.version)
        return None
    outbox.note_conflict("trainee", trainee.name, trainee.name, t.name, None)
    outbox.drop_local_edit(record)
    outbox.apply_trainee(t.id, t.name, t.pin_hash, t.created_at, t.archived_at, t.version)
    return say(said.TRAINEE_LOST, name=trainee.name)


def _send_exam(
    conn: Connection, store: ProgressStore, record: DirtyRecord, keys: Authorities
) -> str | None:
    values = record.values
    retired = values["retired_at"]
    exam = SiteExam(
        str(values["id"]),
        str(values["name"]),
        tuple(values["games"]),
        tuple(values["skills"]),
        int(values["question_count"]),
        int(values["time_limit_seconds"]),
        int(values["pass_mark_percent"]),
        int(values["seed"]),
        str(values["created_by"]),
        int(values["created_at"]),
        None if retired is None else int(retired),
        record.site_version,
    )
    by, key = exam.created_by, keys.key_for(exam.created_by)
    if key is None and retired is not None and (signed := keys.latest()) is not None:
        by, key = signed  # retired by another supervisor than its author
    if key is None:
        raise _Held(say(said.EXAM_WAITS, name=exam.name))
    done_e = put_exam(conn, exam, expected_version=record.site_version, by=by, proof=key)
    if done_e.refused:
        raise _Held(refusal(translated(said.ITS_SUPERVISOR), done_e.refused))
    store.outbox.accept(record, exam.id, done_e.version)
    if done_e.outcome != "applied":
        return say(said.EXAM_LOST, name=exam.name)
    return None


def _send_record(
    conn: Connection, store: ProgressStore, record: DirtyRecord, keys: Authorities
) -> str | None:
    """Send one changed record; returns a conflict sentence if it lost, raises
    :class:`_Held` if it waits here for its supervisor's authority."""
    if record.kind == "supervisor":
        # Supervisors of a site are the owner's to add and to give a PIN (issue 32): one
        # made or changed here stays this station's own.
        store.outbox.drop_local_edit(record)
        raise _Held(say(said.SUPERVISOR_HERE_ONLY, name=record.values["name"]))
    if record.kind == "setting":
        return _send_setting(conn, store, record, keys)
    if record.kind == "trainee":
        return _send_trainee(conn, store, record, keys)
    return _send_exam(conn, store, record, keys)


def _send_languages(conn: Connection, store: ProgressStore) -> int:
    """Send each trainee's language choice made here since (site schema 5): the trainee's
    own, with no supervisor's authority (see :mod:`trainer.site.ddl_v5`); a choice made
    first elsewhere is taken here instead. Returns how many were sent."""
    changes = store.outbox.language_changes()
    for change in changes:
        done = set_trainee_language(
            conn,
            change.uid,
            change.language,
            change.table_english,
            expected_version=change.heard_version,
        )
        now = done.language
        store.outbox.language_sent(change, now.language, now.table_english, now.version)
    return len(changes)


def _pull_records(
    conn: Connection,
    store: ProgressStore,
    held: frozenset[str] | set[str] = frozenset(),
    site_version: int = 0,
) -> int:
    outbox = store.outbox
    # The pull cursor of site schema 2 (a transaction); version 1's cursor was a version.
    above = int(outbox.state().get("records_cursor", "0"))
    changes = pull_records(conn, above, site_version=site_version)
    for s in changes.supervisors:
        # No PIN hash of a supervisor comes from the site: their first sign-in here is
        # checked by the site (trainer.site.authority).
        outbox.apply_supervisor(s.id, s.name, s.pin_hash or SITE_PIN, s.created_at, s.version)
    for t in changes.trainees:
        outbox.apply_trainee(t.id, t.name, t.pin_hash, t.created_at, t.archived_at, t.version)
        if t.language is not None:
            lang = t.language
            outbox.apply_language(t.id, lang.language, lang.table_english, lang.version)
    for e in changes.exams:
        outbox.apply_exam(
            {
                "id": e.id,
                "name": e.name,
                "games": e.games,
                "skills": e.skills,
                "question_count": e.question_count,
                "time_limit_seconds": e.time_limit_seconds,
                "pass_mark_percent": e.pass_mark_percent,
                "seed": e.seed,
                "created_by": e.created_by,
                "created_at": e.created_at,
                "retired_at": e.retired_at,
            },
            e.version,
        )
    # A setting changed here that waits for its supervisor keeps our value meanwhile.
    outbox.apply_settings(
        (s.key, s.value, s.version) for s in changes.settings if s.key not in held
    )
    outbox.set_state(records_cursor=changes.version)
    return changes.count


def _drop_voided(conn: Connection, store: ProgressStore) -> list[str]:
    """Drop the copies of answers pulled here from a station retired since (issue 32)."""
    after = int(store.outbox.state().get("voided_cursor", "0"))
    found = voided_answers(conn, after=after)
    if not found.by_trainee:
        store.outbox.set_state(voided_cursor=found.cursor)
        return []
    dropped = store.outbox.drop_voided(found.by_trainee, found.cursor)
    if not dropped:
        return []
    return [f"{dropped} answer(s) pulled from a station the site retired no longer count here."]


Committed = Callable[[int], None]
"""Called after each batch's COMMIT, before it is marked sent (the fault tests stop there)."""


def sync(
    store: ProgressStore,
    url: str,
    *,
    batch: int = BATCH,
    after_commit: Committed | None = None,
    cancelled: Callable[[], bool] | None = None,
    authorities: Authorities = SIGNED_IN,
) -> SyncReport:
    """Push and pull now (see the module's description); a :class:`SiteError` if the site
    cannot be reached, in which case nothing here was lost and the next sync goes on.
    *cancelled* is asked between two batches (the window is closing): the sync then
    stops there, every batch sent so far committed and marked. Record changes and
    sign-offs go with the authority keys of the supervisors in *authorities* (those
    signed in by this program); a record change whose supervisor has not signed in
    here since waits for a later sync."""
    with connect(url) as conn:
        me = hello(conn, head_seq=store.outbox.head(), app_version=__version__)
        notes = _reconcile(store, me)
        conflicts: list[str] = []
        held: set[str] = set()
        records_sent = 0
        # Kind by kind, each read afresh: a supervisor the site merged into one of the same
        # name has the site's id by the time the exams and settings naming them go.
        for kind in ("supervisor", "trainee", "exam", "setting"):
            for record in [r for r in store.outbox.dirty() if r.kind == kind]:
                try:
                    lost = _send_record(conn, store, record, authorities)
                except _Held as waiting:
                    notes.append(str(waiting))
                    held.add(record.local_id)
                    continue
                records_sent += 1
                if lost:
                    conflicts.append(lost)
        if me.site_version >= LANGUAGES_SINCE:
            records_sent += _send_languages(conn, store)
        pulled = _pull_records(conn, store, held, me.site_version)
        notes += _drop_voided(conn, store)
        notes += take_school_keys(conn, store, authorities, me.site_version)
        sent = new = 0
        contiguous = me.contiguous_seq
        top = me.max_seq
        while cancelled is None or not cancelled():
            items = store.outbox.unsent(batch)
            if not items:
                break
            result = push(conn, me.id, [_fact(item, authorities) for item in items])
            if after_commit is not None:
                after_commit(items[-1].seq)
            store.outbox.mark_sent(items[-1].seq)
            sent += result.sent
            new += result.added
            contiguous, top = result.contiguous_seq, result.max_seq
        # The site's copy of this station's exam log, checked against the file (issue 29).
        notes += store.exam_log_against(station_exam_log(conn, me.id))
    return SyncReport(
        me.name,
        sent,
        new,
        records_sent,
        pulled,
        tuple(conflicts),
        store.outbox.waiting_answers(),
        max(top - contiguous, 0),
        tuple(notes),
    )


@dataclass(frozen=True, slots=True)
class TraineePull:
    """What a sign-in pull brought: answers new to this station, and whether the trainee's
    language choice changed here (made at another station since this one last synced)."""

    trainee_id: int
    added: int
    language_changed: bool = False


def _pull_one(
    conn: Connection, store: ProgressStore, trainee_id: int, *, language: bool = False
) -> tuple[int, SiteLanguage | None]:
    """One trainee's facts pulled and written: how many answers were new, and the
    trainee's language choice on the site when *language* (read in the same round trip)."""
    me = store.outbox.state().get("station_id")
    # Twenty thousand answers' facts and rows, made and dropped: the cycle collector's
    # passes over every object of the process would find none of them in a cycle.
    with collector.paused():
        found = pull_trainee(
            conn,
            store.outbox.trainee_uid(trainee_id),
            after=store.outbox.pull_cursor(trainee_id),
            not_station=None if me is None else int(me),
            language=language,
        )
        # Answers, sittings, sign-offs and the cursor: one transaction, all or nothing.
        added = store.outbox.add_pulled(
            trainee_id,
            found.attempts,
            found.station_of,
            found.cursor,
            found.sittings,
            found.sign_offs,
        )
    return added, found.language


def pull_trainee_facts(store: ProgressStore, url: str, trainee_id: int) -> TraineePull:
    """Bring one trainee's answers from the other stations (at sign-in, off the window's
    thread); the drill goes on meanwhile, and its next question sees them. The trainee's
    language choice comes too, so a choice made at another station a moment ago follows
    them here without waiting for this station's next sync."""
    with connect(url) as conn:
        added, lang = _pull_one(conn, store, trainee_id, language=True)
    uid = store.outbox.trainee_uid(trainee_id)
    changed = lang is not None and store.outbox.apply_language(
        uid, lang.language, lang.table_english, lang.version
    )
    return TraineePull(trainee_id, added, changed)


def pull_school(store: ProgressStore, url: str) -> int:
    """Bring every active trainee's answers from the other stations, over one connection
    (for a supervisor's console); returns how many were new here."""
    with connect(url) as conn:
        return sum(_pull_one(conn, store, trainee.id)[0] for trainee in store.trainees())


def exam_log_against_site(store: ProgressStore, url: str) -> list[str]:
    """What differs between this station's exam log and the site's copy of it, a sentence
    each (nothing before the station's first sync)."""
    known = store.outbox.state().get("station_id")
    if known is None:
        return []
    with connect(url) as conn:
        return store.exam_log_against(station_exam_log(conn, int(known)))
