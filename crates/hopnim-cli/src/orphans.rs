//! Processes orphaned by a run of the solution under test, which the subreaper flag
//! brings back to this process (Linux): killed and reaped, so that none outlives
//! `hopnim`.

use rustix::process::{
    Pid, Signal, WaitId, WaitIdOptions, WaitOptions, getpid, kill_process, waitid, waitpid,
};

/// Kills and reaps every child of this process, until none is left (killing one
/// may orphan its own children, who come back here in turn).
pub fn end_all() {
    end_all_but(&[]);
}

/// Kills every child of this process and reaps those not in `spared`, until
/// only those are left. A spared child is waited for but left to be reaped by
/// the thread that runs it (waiting for a child that another thread reaped fails,
/// and `wait_timeout` panics on it); once it has exited, what it orphaned has
/// come back here, and is killed in turn.
pub fn end_all_but(spared: &[u32]) {
    let is_spared = |child: &Pid| {
        u32::try_from(child.as_raw_nonzero().get()).is_ok_and(|pid| spared.contains(&pid))
    };
    let mut exited: Vec<Pid> = Vec::new();
    for _ in 0..16 {
        let children = children();
        if children.iter().all(|child| exited.contains(child)) {
            return;
        }
        for &child in &children {
            let _ = kill_process(child, Signal::KILL);
        }
        for child in children {
            if is_spared(&child) {
                let _ = waitid(
                    WaitId::Pid(child),
                    WaitIdOptions::EXITED | WaitIdOptions::NOWAIT,
                );
                exited.push(child);
            } else {
                let _ = waitpid(Some(child), WaitOptions::empty());
            }
        }
    }
}

/// The processes whose parent is this one.
fn children() -> Vec<Pid> {
    let me = getpid().as_raw_nonzero().get();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&pid| parent_of(pid) == Some(me))
        .filter_map(Pid::from_raw)
        .collect()
}

/// The parent of `pid`, from `/proc/PID/stat` (the field after the name, which
/// ends at the last `)`).
fn parent_of(pid: i32) -> Option<i32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    after_name.split_whitespace().nth(1)?.parse().ok()
}
