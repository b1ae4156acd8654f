import IslandCore

print("island-bench")
